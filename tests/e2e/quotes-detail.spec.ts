import { readFileSync } from 'node:fs';
import { test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import {
  recordTexts,
  shown,
  arrangeCart,
  countRequests,
  expect,
  failOnce,
  line,
  P,
} from './cart-support';

// /quotes/{id}.
const shot = shots('quotes');
test.describe.configure({ timeout: 120_000 });

type Q = { items: { sku: string; cartItemId: number }[]; totalPrice: number; subTotal: number };
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('direct visit: title, lines, summary equal to the server; unknown id is not found', async ({
  page,
  dealer,
}) => {
  const id = dealer.seed.quote;
  const server = (await (await dealer.api.get(`carts/${id}`)).json()) as Q;
  await dealer.signIn(page);
  await page.goto(`/quotes/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QUOTE PO-1001');
  for (const i of server.items) await expect(line(page, i.sku)).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Quote Summary' });
  await expect(summary.getByTestId('summary-subtotal')).toHaveText(money(server.subTotal));
  await expect(summary.getByTestId('summary-total')).toHaveText(money(server.totalPrice));
  await expect(summary.getByText(/Discount/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'quote-detail');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await page.goto('/quotes/999999');
  await expect(
    page.getByText('We are sorry, But the page you are looking for cannot be found'),
  ).toBeVisible();
});

test('PO number form: Save renames, Cancel keeps, blank shows Untitled PO Number', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await page.getByRole('button', { name: 'Edit PO Number' }).click();
  const field = page.getByRole('textbox', { name: 'PO Number' });
  await field.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QUOTE Untitled PO Number');
  await page.getByRole('button', { name: 'Edit PO Number' }).click();
  await field.fill('NOPE');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QUOTE Untitled PO Number');
});

test('line changes update the quote; a failure shows the server text and the saved value', async ({
  page,
  dealer,
}) => {
  const server = (await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json()) as Q;
  const sku = server.items[0]!.sku;
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  const qty = line(page, sku).getByLabel(`Quantity for ${sku}`);
  const before = await qty.inputValue();
  await failOnce(page, '**/api/carts', { error: 'Quote locked.' }, 'POST');
  await qty.selectOption(before === '2' ? '3' : '2');
  await expect(page.getByText('Quote locked.', { exact: true })).toBeVisible();
  await expect(qty).toHaveValue(before);

  const posts = countRequests(page, 'POST', /^\/carts$/);
  await qty.selectOption(before === '2' ? '3' : '2');
  await expect(page.getByText('Quote item updated successfully', { exact: true })).toBeVisible();
  expect(posts()).toBe(1);
  const after = (await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json()) as {
    items: { quantity: number }[];
  };
  expect(String(after.items[0]!.quantity)).toBe(before === '2' ? '3' : '2');
});

test('batch mode: nothing selected, then a style applied to the selected lines', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await page.getByRole('button', { name: 'Batch Edit' }).click();
  await page.getByRole('button', { name: 'AW · Atlanta White' }).click();
  await expect(
    page.getByText('Please select at least one item to apply the color change.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'quote-batch');
  const server = (await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json()) as Q;
  const sku =
    server.items.find((i) => /^TPW-B/.test(i.sku) && !i.sku.includes('BER'))?.sku ?? 'TPW-B12';
  await page.getByRole('checkbox', { name: `Select ${sku}` }).click();
  await page.getByRole('button', { name: 'AW · Atlanta White' }).click();
  await expect(line(page, sku.replace(/^TPW-/, 'AW-'))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Batch cabinet style' })).toHaveCount(0);
});

test('deleting lines: a failure keeps it; the last one returns to /quotes', async ({
  page,
  dealer,
}) => {
  const server = (await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json()) as Q;
  await recordTexts(page);
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  const first = server.items[0]!.sku;
  await failOnce(page, '**/api/carts/*/items/*', {}, 'DELETE');
  await page.getByRole('button', { name: `Remove ${first}` }).click();
  await shown(page, 'Failed to clear Quote');
  await expect(line(page, first)).toBeVisible();
  for (const i of server.items) {
    await page.getByRole('button', { name: `Remove ${i.sku}` }).click();
    await expect(line(page, i.sku)).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByText('You have no saved quotes.')).toBeVisible();
});

test('Download PDF saves the answer under its fileName; a failure shows the generic text', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await failOnce(page, '**/api/carts/*/pdf', {});
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('An unexpected error occurred.', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Quote_PO-1001.pdf');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('Delete This Cart deletes the quote and goes to /quotes', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await page.getByRole('button', { name: 'Delete This Cart' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  expect(await (await dealer.api.get('carts/all-quotes')).json()).toEqual([]);
});

test('Move to Shopping Cart: failure text, then the quote becomes the cart', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.PULL, quantity: 2 }]);
  await recordTexts(page);
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await failOnce(page, '**/api/carts/switch-to-cart/*', {});
  await page.getByRole('button', { name: 'Move to Shopping Cart' }).click();
  await shown(page, 'Failed to switch quote to cart');
  const puts = countRequests(page, 'PUT', /^\/carts\/switch-to-cart\/\d+$/);
  await page.getByRole('button', { name: 'Move to Shopping Cart' }).dblclick();
  await expect(page).toHaveURL(/\/cart$/);
  await shown(page, 'Quote switched back to cart successfully');
  expect(puts()).toBe(1);
  // The previous cart (with items) went into the quote list.
  await page.getByRole('link', { name: 'QUOTE', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Quote Untitled PO Number' })).toBeVisible();
});

test('a quote breaking the wooden-table rule shows the error alert', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.WT33, quantity: 2 }, { productId: P.BER33 }]);
  await dealer.api.post('carts/switch-to-quote');
  const quotes = (await (await dealer.api.get('carts/all-quotes')).json()) as { id: number }[];
  const id = quotes.find((q) => q.id !== dealer.seed.quote)!.id;
  await dealer.signIn(page);
  await page.goto(`/quotes/${id}`);
  await expect(page.getByTestId('bundle-alert')).toContainText(
    'You have 2 wooden table(s) but only 1 BER item(s). Please add 1 more BER item(s) to your cart.',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'quote-bundle-warning');
});
