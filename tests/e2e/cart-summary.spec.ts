import { test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import {
  expect,
  arrangeCart,
  recordTexts,
  shown,
  countRequests,
  failOnce,
  openCart,
  P,
} from './cart-support';

// Summary, discount, PO number, bundle rule, save as quote.
const shot = shots('cart');
test.describe.configure({ timeout: 120_000 });
const summary = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Order Summary' });

test('summary figures equal the server for a random cart', async ({ page, dealer }) => {
  const ids = [P.B12, P.B15, P.BER33, P.PULL, 1101];
  const pick = ids.map((productId, i) => ({
    productId,
    quantity: 1 + ((i * 7 + Date.now()) % 4),
    isAssembled: i % 2 === 0,
  }));
  await arrangeCart(dealer, pick);
  const server = (await (await dealer.api.get('carts')).json()) as Record<string, number>;
  await openCart(page, dealer);
  const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const s = summary(page);
  await expect(s.getByTestId('summary-subtotal')).toHaveText(money(server.subTotal!));
  await expect(s.getByTestId('summary-tax')).toHaveText(money(server.tax!));
  await expect(s.getByTestId('summary-assembly')).toHaveText(money(server.assemblyFee!));
  await expect(s.getByTestId('summary-total')).toHaveText(money(server.totalPrice!));
});

test('discount: Apply disabled while blank, invalid code, valid code, reload, remove', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 2 }]);
  await openCart(page, dealer);
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('NOPE');
  await page.getByRole('textbox', { name: 'Discount code' }).press('Enter');
  await expect(page.getByText('Invalid discount code.', { exact: true })).toBeVisible();
  await expect(summary(page).getByText(/Discount \(/)).toHaveCount(0);

  await failOnce(page, '**/api/coupons/validate', { error: 'Coupons are down.' });
  await page.getByRole('textbox', { name: 'Discount code' }).fill('DEALER10');
  await apply.click();
  await expect(page.getByText('Coupons are down.', { exact: true })).toBeVisible();

  await apply.click();
  await expect(page.getByRole('status', { name: 'Discount Applied' })).toContainText('DEALER10');
  // $378 - 10 % = $37.80 off; tax 6 % of $340.20 = $20.41; total $360.61.
  await expect(summary(page).getByTestId('summary-discount')).toHaveText('-$37.80');
  await expect(summary(page).getByTestId('summary-total')).toHaveText('$360.61');
  await expectNoAxeViolations(page);
  await shot(page, 'cart-discount-applied');

  await page.reload();
  await expect(page.getByRole('status', { name: 'Discount Applied' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove discount code DEALER10' }).click();
  await expect(page.getByText('Discount code removed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Have a discount code?' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(await page.evaluate(() => localStorage.getItem('discount'))).toBeNull();
});

test('PO number: Escape cancels, Enter saves, max 20, a failure keeps editing', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12 }]);
  await openCart(page, dealer);
  await page.getByRole('button', { name: 'Edit PO Number' }).click();
  const field = page.getByRole('textbox', { name: 'PO Number' });
  // The limit shows as a counter (the browser's silent maxlength is not used).
  await expect(field).toHaveAccessibleDescription('0/20');
  await field.fill('ABANDONED');
  await field.press('Escape');
  await expect(page.getByText('PO Number: None')).toBeVisible();

  await page.getByRole('button', { name: 'Edit PO Number' }).click();
  await field.fill('JOB-42');
  await expectNoAxeViolations(page);
  await shot(page, 'cart-po-editing');
  await failOnce(page, '**/api/carts', { error: 'PO refused.' }, 'POST');
  await field.press('Enter');
  await expect(page.getByText('PO refused.', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('JOB-42');

  const posts = countRequests(page, 'POST', /^\/carts$/);
  await page.getByRole('button', { name: 'Confirm PO Number' }).click();
  await expect(page.getByText('PO Number: JOB-42')).toBeVisible();
  expect(posts()).toBe(1);
  expect(((await (await dealer.api.get('carts')).json()) as { poNumber: string }).poNumber).toBe(
    'JOB-42',
  );
});

test('bundle rule: both messages, the -ber link, checkout disabled until fixed', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.WT33 }]);
  await openCart(page, dealer);
  const alert = page.getByTestId('bundle-alert');
  await expect(alert).toContainText(
    'The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy Reach (BER33 or BER36).',
  );
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/search?keyword=-ber');
  await expect(page.getByRole('button', { name: 'Proceed to Check Out' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await shot(page, 'cart-bundle-warning');

  await page.getByLabel('Quantity for TPW-WT33').selectOption('3');
  await arrangeCart(dealer, [{ productId: P.BER33 }]);
  await page.reload();
  await expect(alert).toContainText(
    'Each wooden table requires at least one Base Easy Reach (BER). You have 3 wooden table(s) but only 1 BER item(s). Please add 2 more BER item(s) to your cart.',
  );
  await page.getByLabel('Quantity for TPW-WT33').selectOption('1');
  await expect(alert).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('Save as Quote: the cart clears, the discount too, and /quotes lists it', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.PULL, quantity: 3 }]);
  await recordTexts(page);
  await dealer.signIn(page);
  await page.goto('/cart');
  await page.evaluate(() =>
    localStorage.setItem(
      'discount',
      JSON.stringify({ code: 'DEALER10', result: { isValid: true, message: '', rate: 10 } }),
    ),
  );
  await failOnce(page, '**/api/carts/switch-to-quote', { error: 'Quotes are closed.' });
  await page.reload();
  await page.getByRole('button', { name: 'Save as Quote' }).click();
  await shown(page, 'Quotes are closed.');
  await expect(page).toHaveURL(/\/cart$/);

  const posts = countRequests(page, 'POST', /^\/carts\/switch-to-quote$/);
  await page.getByRole('button', { name: 'Save as Quote' }).dblclick();
  await expect(page).toHaveURL(/\/quotes$/);
  expect(posts()).toBe(1);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await dealer.cartSkus()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('discount'))).toBeNull();
  const quotes = (await (await dealer.api.get('carts/all-quotes')).json()) as unknown[];
  expect(quotes).toHaveLength(2);
});
