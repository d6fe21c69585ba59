import { test, type Page } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { expect, shotWidths } from './cart-support';
import { MOCK_URL } from '../support/test-accounts';

// A quote holds its prices until a date (docs/business-rules.md#quote-prices): the Quote List and
// the detail say until when (or since when not), the list filters by status, a valid quote's
// prices come into the cart and agree to the cent on the header, the summary and checkout, and an
// expired one is priced today with a report of every changed line.
const shot = shots('quote-prices');
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** 'Jan 2, 2027' for the UTC day `days` from today, as the screens write a day. */
function dayText(days: number): string {
  const d = new Date(Date.now() + days * DAY_MS);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function changeQuote(page: Page, body: object) {
  const res = await page.request.post(`${MOCK_URL}/__quote`, { data: body });
  expect(res.status()).toBe(200);
}

test('the Quote List and the detail say until when a quote holds, and the list filters by status', async ({
  page,
  dealer,
}) => {
  await dealer.api.post('carts', { data: { productId: 101, quantity: 1 } });
  await dealer.api.post('carts/switch-to-quote');
  await changeQuote(page, { quoteId: dealer.seed.quote, days: 31 });
  await dealer.signIn(page);
  await page.goto('/quotes');
  const old = page.getByRole('listitem', { name: 'Quote PO-1001' });
  const fresh = page.getByRole('listitem', { name: 'Quote Untitled PO Number' });
  await expect(old.getByTestId('quote-status')).toHaveText(`ExpiredExpired on ${dayText(-1)}`);
  await expect(fresh.getByTestId('quote-status')).toHaveText(`DraftValid until ${dayText(30)}`);
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'quote-list-statuses');

  const filter = page.getByRole('combobox', { name: 'Status' });
  await filter.selectOption({ label: 'Expired' });
  await expect(old).toBeVisible();
  await expect(fresh).toHaveCount(0);
  await filter.selectOption({ label: 'Accepted' });
  await expect(page.getByRole('status').filter({ hasText: 'No quotes are' })).toHaveText(
    'No quotes are Accepted.',
  );
  await filter.selectOption({ label: 'All statuses' });
  await expect(page.getByRole('listitem', { name: /^Quote / })).toHaveCount(2);

  await old.getByRole('link', { name: 'Edit This Quote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QUOTE PO-1001');
  await expect(page.getByTestId('quote-status')).toHaveText(`ExpiredExpired on ${dayText(-1)}`);
  await shotWidths(page, shot, 'quote-detail-expired');
});

test('a valid quote’s prices come into the cart as Quote price, agree everywhere, and a changed line is priced today', async ({
  page,
  dealer,
}) => {
  await changeQuote(page, { quoteId: dealer.seed.quote, prices: { 'TPW-B12': 17900 } });
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await expect(page.getByTestId('quote-status')).toHaveText(`DraftValid until ${dayText(30)}`);
  await expect(page.getByLabel('Unit price TPW-B12')).toHaveText('$179.00');
  await page.getByRole('button', { name: 'Move to Shopping Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const line = page.getByRole('listitem', { name: 'TPW-B12' });
  await expect(line.getByLabel('Unit price TPW-B12')).toHaveText('$179.00');
  await expect(line.getByTestId('quote-price')).toHaveText('Quote price');
  await expect(page.getByTestId('cart-quote-note')).toHaveText(
    `Quote prices of PO-1001 hold until ${dayText(30)}.`,
  );
  const held = (await (await dealer.api.get('carts')).json()) as { totalPrice: number };
  expect(held.totalPrice).toBe(412 + 96 + 2 * 179 + 80 + 51.96);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('summary-total')).toHaveText(money(held.totalPrice));
  await expect(page.getByTestId('cart-total')).toHaveText(money(held.totalPrice));
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'cart-quote-prices');

  await line.getByLabel('Quantity for TPW-B12').selectOption('3');
  await expect(line.getByTestId('quote-price')).toHaveText(
    'Priced today (quantity or style changed)',
  );
  await expect(line.getByLabel('Unit price TPW-B12')).toHaveText('$189.00');
  await expect(
    page.getByRole('listitem', { name: 'TPW-WT33' }).getByTestId('quote-price'),
  ).toHaveText('Quote price');
  const changed = (await (await dealer.api.get('carts')).json()) as { totalPrice: number };
  await expect(summary.getByTestId('summary-total')).toHaveText(money(changed.totalPrice));
  await expect(page.getByTestId('cart-total')).toHaveText(money(changed.totalPrice));
  await page.goto('/checkout');
  const order = page.getByRole('complementary', { name: /summary/i });
  await expect(order.getByText(money(changed.totalPrice), { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(money(changed.totalPrice));
});

test('an expired quote moved to the cart is priced today, naming every line whose price changed', async ({
  page,
  dealer,
}) => {
  await changeQuote(page, {
    quoteId: dealer.seed.quote,
    days: 40,
    prices: { 'TPW-B12': 17900, 'TPW-WT33': 9050 },
  });
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed.quote}`);
  await expect(page.getByLabel('Unit price TPW-B12')).toHaveText('$189.00');
  await page.getByRole('button', { name: 'Move to Shopping Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-notice')).toHaveText(
    `Quote PO-1001 expired on ${dayText(-10)}, so it is priced today: TPW-WT33 $90.50 → $96.00, TPW-B12 $179.00 → $189.00.`,
  );
  await expect(page.getByTestId('quote-price')).toHaveCount(0);
  await expect(page.getByTestId('cart-quote-note')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'cart-expired-report');
});
