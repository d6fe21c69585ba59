import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import { test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import {
  arrangeCart,
  countRequests,
  expect,
  failOnce,
  line,
  openCart,
  P,
  recordTexts,
  shown,
} from './cart-support';

// Compare Styles (docs/business-rules.md#compare-styles) on the cart and the quote detail.
// The demo catalog: B12 only in TPW, TPG and AW; TPG-B15 out of stock; TSB-B18 4 in stock;
// Atlanta White carries every line below.
const shot = shots('compare');
test.describe.configure({ timeout: 120_000 });

const B18 = 107;
/** 1 x TPW-B12 assembled, 2 x TPW-B15, 5 x TPW-B18 assembled, 4 pulls. */
const KITCHEN = [
  { productId: P.B12, isAssembled: true },
  { productId: P.B15, quantity: 2 },
  { productId: B18, quantity: 5, isAssembled: true },
  { productId: P.PULL, quantity: 4 },
];
const STYLES = ['TPW', 'TPG', 'TSG', 'TSB', 'TE', 'TPU', 'AW', 'AOB', 'RPW'];

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Compare Styles' });
const row = (page: Page, code: string) => dialogOf(page).getByTestId(`compare-row-${code}`);
const details = (page: Page, code: string) => dialogOf(page).getByTestId(`compare-details-${code}`);

/** Subtotal, Assembly Fee, Tax, Total and Availability of a row, as shown. */
async function figures(r: Locator): Promise<string[]> {
  return (await r.getByRole('cell').allInnerTexts()).slice(0, 5).map((t) => t.trim());
}

async function withDiscount(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'discount',
      JSON.stringify({
        code: 'DEALER10',
        result: { isValid: true, message: 'Discount code applied.', rate: 10 },
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('status', { name: 'Discount Applied' })).toBeVisible();
}

test('the table: every style with products, the Current row equal to the summary, one call, the PDF', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, KITCHEN);
  await openCart(page, dealer);
  await withDiscount(page);
  // The page behind the open dialog is hidden from the accessibility tree: read the summary first.
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const sums = [];
  for (const id of ['subtotal', 'assembly', 'tax', 'total'])
    sums.push(await summary.getByTestId(`summary-${id}`).innerText());
  const lookups = countRequests(page, 'POST', /^\/products\/style-lookup$/);
  await page.getByRole('button', { name: 'Compare Styles' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tr[data-style]')).toHaveCount(STYLES.length);
  expect(
    await dialog
      .locator('tr[data-style]')
      .evaluateAll((rs) => rs.map((r) => r.getAttribute('data-style'))),
  ).toEqual(STYLES);
  expect(lookups()).toBe(1);

  // The Current row is the cart summary to the cent (discount and tax included).
  const current = row(page, 'TPW');
  await expect(current.getByRole('rowheader')).toHaveText('Thielsen Pigeon White (TPW) Current');
  expect(await figures(current)).toEqual([...sums, 'All 4 lines']);
  await expect(current.getByRole('button')).toHaveCount(0);
  await expect(dialog.locator('tr[data-current]')).toHaveCount(1);

  // What does not carry over is named under its row and left out of it.
  await expect(row(page, 'TPG').getByRole('cell').nth(4)).toHaveText('3 of 4 lines');
  await expect(details(page, 'TPG')).toContainText('Left out of the totals (1 line):');
  await expect(details(page, 'TPG')).toContainText('TPW-B15 as TPG-B15: Out of stock');
  await expect(row(page, 'TSB').getByRole('cell').nth(4)).toHaveText('2 of 4 lines');
  await expect(details(page, 'TSB')).toContainText('TPW-B12 as TSB-B12: Not made in this style');
  await expect(details(page, 'TSB')).toContainText('TPW-B18 as TSB-B18: Only 4 available');
  // By hand: 2 x 215.25 + 4 x 4.50 = 448.50, less 10 % = 403.65, tax 24.22, total 427.87.
  expect(await figures(row(page, 'TSB'))).toEqual([
    '$448.50',
    '$0.00',
    '$24.22',
    '$427.87',
    '2 of 4 lines',
  ]);
  await expect(details(page, 'AW')).toHaveCount(0);
  await expect(
    row(page, 'TPG').getByRole('button', { name: 'Switch to Thielsen Pebble Gray' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'compare-cart-1440', false);

  // Download Comparison: the PDF of the same table.
  const tsbTotal = (await figures(row(page, 'TSB')))[3]!;
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Comparison' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Compare_Styles_Cart.pdf');
  const text = pdfText(readFileSync(await file.path()));
  for (const t of [
    'COMPARE STYLES',
    'Miller Kitchens',
    'DEALER10 (10%)',
    'Thielsen Pigeon White (TPW) - Current',
    'Thielsen Sapphire Blue (TSB)',
    tsbTotal,
    '2 of 4 lines',
    'TPW-B15 as TPG-B15: Out of stock',
    'TPW-B18 as TSB-B18: Only 4 available',
  ])
    expect(text).toContain(t);
  expect(text).toMatch(/Date:\n\d{4}-\d{2}-\d{2}\nPO number:\n-/);

  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    await shot(page, `compare-cart-${width}`, false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Compare Styles' })).toBeFocused();
});

test('Switch to a style: the batch change with its report; the cart total is the row Total', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, KITCHEN);
  await recordTexts(page);
  await openCart(page, dealer);
  await withDiscount(page);

  // A failed lookup keeps the dialog open with the reason and a way to try again.
  await failOnce(page, '**/api/products/style-lookup', { error: 'Prices are not available.' });
  await page.getByRole('button', { name: 'Compare Styles' }).click();
  await expect(dialogOf(page).getByRole('alert')).toContainText('Prices are not available.');
  await dialogOf(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(row(page, 'TSB')).toBeVisible();

  // Sapphire Blue leaves two lines behind: they stay and are reported by SKU, as Batch Edit does.
  const tsb = await figures(row(page, 'TSB'));
  const posts = countRequests(page, 'POST', /^\/carts$/);
  await row(page, 'TSB').getByRole('button', { name: 'Switch to Thielsen Sapphire Blue' }).click();
  await expect(dialogOf(page)).toHaveCount(0);
  const report = page.getByRole('alert').filter({ hasText: 'Not changed:' });
  await expect(report).toContainText(
    'Changed 1 of 3 lines to Thielsen Sapphire Blue (TSB). Not changed:',
  );
  await expect(report).toContainText('TPW-B12: TSB-B12 does not exist in that cabinet style.');
  await expect(report).toContainText('TPW-B18: Only 4 of TSB-B18 available.');
  await shown(page, 'Cart item updated successfully');
  expect(posts()).toBe(3);
  expect((await dealer.cartSkus()).sort()).toEqual([
    'HW-PULL-128 x4',
    'TPW-B12 x1',
    'TPW-B18 x5',
    'TSB-B15 x2',
  ]);

  // Comparing again: no Current row in a cart of several styles, and the same Sapphire Blue row.
  await page.getByRole('button', { name: 'Compare Styles' }).click();
  await expect(dialogOf(page).getByText(/The cabinets are in several styles/)).toBeVisible();
  await expect(dialogOf(page).locator('tr[data-current]')).toHaveCount(0);
  expect(await figures(row(page, 'TSB'))).toEqual(tsb);

  // Atlanta White carries every line: after the switch the cart total is that row's Total.
  const aw = await figures(row(page, 'AW'));
  expect(aw[4]).toBe('All 4 lines');
  await row(page, 'AW').getByRole('button', { name: 'Switch to Atlanta White' }).dblclick();
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(line(page, 'AW-B18')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('summary-total')).toHaveText(aw[3]!);
  await expect(summary.getByTestId('summary-subtotal')).toHaveText(aw[0]!);
  expect(posts()).toBe(6);
  expect((await dealer.cartSkus()).sort()).toEqual([
    'AW-B12 x1',
    'AW-B15 x2',
    'AW-B18 x5',
    'HW-PULL-128 x4',
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'Not changed:' })).toHaveCount(0);
});

test('on the quote detail: the quote compared without a discount, switched, and its PDF', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  // The page behind the open dialog is hidden from the accessibility tree: read the summary first.
  const summary = page.getByRole('complementary', { name: 'Quote Summary' });
  const sums = [];
  for (const id of ['subtotal', 'assembly', 'tax', 'total'])
    sums.push(await summary.getByTestId(`summary-${id}`).innerText());
  await page.getByRole('button', { name: 'Compare Styles' }).click();
  const current = row(page, 'TPW');
  await expect(current).toBeVisible();
  expect((await figures(current)).slice(0, 4)).toEqual(sums);
  await expect(details(page, 'TE')).toContainText('TPW-B12 as TE-B12: Not made in this style');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'compare-quote-1440', false);

  const download = page.waitForEvent('download');
  await dialogOf(page).getByRole('button', { name: 'Download Comparison' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Compare_Styles_PO-1001.pdf');
  const text = pdfText(readFileSync(await file.path()));
  expect(text).toContain('PO-1001');
  expect(text).toContain(`Quote ${dealer.seed.quote}`);
  expect(text).toContain('Discount:\nNone');

  const aw = await figures(row(page, 'AW'));
  await row(page, 'AW').getByRole('button', { name: 'Switch to Atlanta White' }).click();
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(line(page, 'AW-B12')).toBeVisible();
  await expect(summary.getByTestId('summary-total')).toHaveText(aw[3]!);
  const quote = await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json();
  expect(quote.items.map((i: { sku: string }) => i.sku).sort()).toEqual([
    'AW-B12',
    'AW-BER33',
    'AW-WT33',
  ]);
});
