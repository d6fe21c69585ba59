import { test, type Page } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { expect, arrangeCart, openCart, P, recordTexts, shotWidths, shown } from './cart-support';

// Nothing in the cart or a quote changes without a word: a removed discount, the cart parked as a
// quote, a capped quantity and a PO number past its limit are each said, naming what changed.
const shot = shots('totals');
test.describe.configure({ timeout: 120_000 });

const DEALER10 = JSON.stringify({
  code: 'DEALER10',
  result: { isValid: true, message: 'Discount code applied.', rate: 10 },
});

test('Save as Quote with DEALER10 applied says the code was removed', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 2 }]);
  await recordTexts(page);
  await openCart(page, dealer);
  await page.evaluate((d) => localStorage.setItem('discount', d), DEALER10);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Discount Applied' })).toContainText('DEALER10');
  await page.getByRole('button', { name: 'Save as Quote' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { name: 'Quote List' })).toBeVisible();
  const message = 'Discount code DEALER10 was removed: quotes are saved without a discount.';
  await shown(page, message);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'save-as-quote-discount-removed');
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  expect(await page.evaluate(() => localStorage.getItem('discount'))).toBeNull();
});

test('Move to Shopping Cart names the quote the cart became, with a link to it', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 3 }]);
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await page.getByRole('button', { name: 'Move to Shopping Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const notice = page.getByTestId('cart-notice');
  await expect(notice).toHaveText(
    'Your previous cart was saved as quote Untitled PO Number. Open quote Untitled PO Number',
  );
  await expect(notice).toHaveAttribute('role', 'status');
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'move-to-cart-notice');

  await notice.getByRole('link', { name: 'Open quote Untitled PO Number' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QUOTE Untitled PO Number');
  await expect(page.getByRole('listitem', { name: 'TPW-B12' })).toBeVisible();

  // Moving that one back parks the current cart (quote PO-1001) under its PO number.
  await page.getByRole('button', { name: 'Move to Shopping Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(notice).toContainText('Your previous cart was saved as quote PO-1001.');
  await expect(notice.getByRole('link', { name: 'Open quote PO-1001' })).toHaveAttribute(
    'href',
    `/quotes/${dealer.seed.quote}`,
  );
  // The notice is for that one move: it is gone on the next visit.
  await page.goto('/our-products?category=Cabinets');
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: 'TPW-B12' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

async function openOrder(page: Page, so: string) {
  await page.goto('/my-account');
  await page.getByRole('button', { name: `View Details of order ${so}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${so}` })).toBeVisible();
}

test('an add onto a line at its maximum says it was capped, naming the SKU, on every add path', async ({
  page,
  dealer,
}) => {
  // Product page: 10 + 10 of TPW-B12 (maximum 10) answers 10.
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 10 }]);
  await recordTexts(page);
  await dealer.signIn(page);
  await page.goto('/products/101');
  await page.getByRole('combobox', { name: 'Quantity' }).selectOption('10');
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  const productMessage = 'Quantity of TPW-B12 capped at 10: 0 of 10 added.';
  await shown(page, productMessage);
  await expect(page.getByText(productMessage, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'capped-product-page');
  expect(await dealer.cartSkus()).toEqual(['TPW-B12 x10']);
  expect(await wasShownSuccess(page)).toBe(false);

  // Quick order: 8 in the cart, a pasted 5 (only 2 fit).
  await dealer.api.post('carts', {
    data: { cartItemId: (await cartLineId(dealer, 'TPW-B12'))!, quantity: 8 },
  });
  await page.goto('/quick-order');
  await page.getByRole('button', { name: 'Paste a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a List' });
  await dialog.getByLabel('SKUs and quantities').fill('TPW-B12,5\nHW-PULL-128,2');
  await dialog.getByRole('button', { name: 'Add Lines' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const report = page.getByTestId('capped-report');
  await expect(report).toHaveAttribute('role', 'status');
  await expect(report.getByRole('listitem')).toHaveText([
    'Quantity of TPW-B12 capped at 10: 2 of 5 added.',
  ]);
  await expectNoAxeViolations(page);
  await shot(page, 'capped-quick-order', false);
  expect(await dealer.cartSkus()).toEqual(['TPW-B12 x10', 'HW-PULL-128 x2']);

  // Order Again: SO-100114 is 2 x TPW-B12 assembled, hinge RIGHT; that line is full too.
  await dealer.api.delete('carts');
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 10, isAssembled: true }]);
  await dealer.api.post('carts', {
    data: {
      cartItemId: (await cartLineId(dealer, 'TPW-B12', true))!,
      hingeDirection: 'RIGHT',
    },
  });
  await openOrder(page, 'SO-100114');
  await page.getByRole('button', { name: 'Order Again' }).click();
  const again = page.getByRole('dialog', { name: 'Some Items Were Not Added' });
  await expect(again.getByRole('listitem')).toHaveText([
    'TPW-B12 (quantity 2): Quantity capped at 10: 0 of 2 added.',
  ]);
});

async function cartLineId(
  dealer: { api: import('@playwright/test').APIRequestContext },
  sku: string,
  isAssembled = false,
): Promise<number | undefined> {
  const cart = (await (await dealer.api.get('carts')).json()) as {
    items: { sku: string; cartItemId: number; isAssembled: boolean }[];
  };
  return cart.items.find((i) => i.sku === sku && i.isAssembled === isAssembled)?.cartItemId;
}

const wasShownSuccess = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __texts?: string[] }).__texts ?? []).some((t) =>
      t.includes('Cart item updated successfully'),
    ),
  );

test('the PO number shows its limit as N/20 and refuses more characters visibly', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12 }]);
  await openCart(page, dealer);
  await page.getByRole('button', { name: 'Edit PO Number' }).click();
  const field = page.getByRole('textbox', { name: 'PO Number' });
  const tooLong = 'PO number must be at most 20 characters.';
  await expect(field).toHaveAccessibleDescription('0/20');
  await field.pressSequentially('KITCHEN-RENO-2026-');
  await expect(field).toHaveAccessibleDescription('18/20');
  await expect(page.getByText('18/20', { exact: true })).toBeVisible();
  await shotWidths(page, shot, 'po-counter-18');

  // Typing past the limit: the characters that fit stay, the rest are refused with a message.
  await field.pressSequentially('ABC');
  await expect(field).toHaveValue('KITCHEN-RENO-2026-AB');
  await expect(page.getByRole('status').filter({ hasText: tooLong })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(`${tooLong} 20/20`);
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'po-refused');

  // A paste into the middle keeps the text around it and cuts only the paste.
  await field.press('Backspace');
  await field.press('Backspace');
  await expect(page.getByText(tooLong)).toHaveCount(0);
  await field.press('Home');
  await page.keyboard.insertText('JOB-12345');
  await expect(field).toHaveValue('JOKITCHEN-RENO-2026-');
  await expect(page.getByText(tooLong)).toBeVisible();
  await field.press('Enter');
  await expect(page.getByText('PO Number: JOKITCHEN-RENO-2026-')).toBeVisible();
  expect(((await (await dealer.api.get('carts')).json()) as { poNumber: string }).poNumber).toBe(
    'JOKITCHEN-RENO-2026-',
  );

  // The quote forms have the same field.
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await page.getByRole('button', { name: 'Edit PO Number' }).click();
  await expect(page.getByRole('textbox', { name: 'PO Number' })).toHaveAccessibleDescription(
    '7/20',
  );
  await shot(page, 'po-quote-detail', false);
});
