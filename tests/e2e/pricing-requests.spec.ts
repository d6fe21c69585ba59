import { expect, test } from './fixtures';
import { shotWidths } from './cart-support';
import { expectNoAxeViolations, fillLogin, shots } from './support';

// Staff answer a pricing request (docs/business-rules.md#quote-prices): the dealer's quote has a
// request (made through the API), staff sign in, find it on Pricing Requests among every dealer's,
// read its lines and messages and send 10 % off; the quote then reads Offer Received. Once the
// dealer accepts and orders it, the order detail names the quote and the offer and the Quote List
// reads Ordered with the order.

const STAFF = { email: 'staff@example.com', password: 'Staff#2026' };
const shot = shots('pricing-requests');
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** 'Jan 2, 2027' for the UTC day `days` from today. */
const dayText = (days: number) => {
  const d = new Date(Date.now() + days * DAY_MS);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

type Quote = {
  status: string;
  poNumber: string | null;
  totalPrice: number;
  items: { cartItemId: number; sku: string }[];
  offer: { offeredAt: string; percentOff: number | null; validUntil: string } | null;
};

test('staff send 10 % off on a request; the quote reads Offer Received, and its order names it', async ({
  page,
  dealer,
}) => {
  const quoteId = dealer.seed.quote;
  const quote = async () => (await (await dealer.api.get(`carts/${quoteId}`)).json()) as Quote;
  const [first] = (await quote()).items;
  const asked = await dealer.api.post(`carts/${quoteId}/pricing-request`, {
    data: {
      message: 'The Hill kitchen: <b>40 cabinets</b>, can you do better?',
      lines: [{ cartItemId: first!.cartItemId, note: 'Two of these for the island.' }],
    },
  });
  expect(asked.status()).toBe(200);

  // Staff sign in, land on Act as a Dealer and find Pricing Requests in the account menu.
  await page.goto('/login');
  await fillLogin(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/act-as-dealer$/);
  await page.getByRole('button', { name: /Sam/ }).click();
  await page.getByRole('menuitem', { name: 'Pricing Requests' }).click();
  await expect(page).toHaveURL(/\/staff\/pricing-requests$/);
  await expect(page).toHaveTitle(/Pricing Requests/);
  const table = page.getByRole('table', { name: 'Open pricing requests' });
  const row = table.getByRole('row').filter({ hasText: dealer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('PO-1001');
  await expect(row).toContainText('Miller Kitchens');
  await expect(row).toContainText(money((await quote()).totalPrice));
  await expect(row).toContainText('under an hour');
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'list');

  await row.getByRole('link', { name: 'PO-1001' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/pricing-requests/${quoteId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pricing Request: PO-1001/i);
  const lines = page.getByRole('table', { name: 'Lines of quote PO-1001' });
  await expect(lines.getByRole('row').filter({ hasText: first!.sku })).toContainText(
    'Two of these for the island.',
  );
  // The dealer's message is plain text: its markup shows as typed and makes no element.
  await expect(
    page.getByText('The Hill kitchen: <b>40 cabinets</b>, can you do better?'),
  ).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'detail');

  // Bad input first: nothing is sent.
  const offers: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/staff/pricing-requests/${quoteId}/offer`))
      offers.push(r.url());
  });
  const send = page.getByRole('button', { name: 'Send Offer' });
  await page.getByLabel('Percentage off (%)').fill('95');
  await send.click();
  await expect(page.getByText('Enter a whole percentage from 1 to 90.')).toBeVisible();
  await expect(page.getByText('Write a reply to the dealer.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'detail-invalid');
  expect(offers).toHaveLength(0);

  await page.getByLabel('Percentage off (%)').fill('10');
  await page
    .getByLabel('Valid until')
    .fill(new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10));
  await page
    .getByLabel(/Reply to the dealer/)
    .fill('10 % off the whole quote for the Hill kitchen.');
  await send.click();
  await expect(page).toHaveURL(/\/staff\/pricing-requests$/);
  await expect(page.getByText('Offer sent on quote PO-1001.', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(offers).toHaveLength(1);

  const offered = await quote();
  expect(offered.status).toBe('OFFER_RECEIVED');
  expect(offered.offer).toMatchObject({ percentOff: 10, validUntil: expect.any(String) });

  // The dealer's quote detail reads Offer Received.
  await page.getByRole('button', { name: /Sam/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await dealer.signIn(page);
  await page.goto(`/quotes/${quoteId}`);
  await expect(page.getByTestId('quote-status')).toContainText('Offer Received');

  // Accepted, moved to the cart and ordered: the order names the quote and the offer.
  expect((await dealer.api.post(`carts/${quoteId}/offer/accept`)).status()).toBe(200);
  expect((await dealer.api.put(`carts/switch-to-cart/${quoteId}`)).status()).toBe(200);
  const placed = await dealer.api.post('orders/checkout', {
    data: { paymentProfileId: dealer.seed.paymentProfileId },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(201);
  const { orderId, salesOrderNumber } = (await placed.json()) as {
    orderId: number;
    salesOrderNumber: string;
  };
  await page.goto(`/my-account?order=${orderId}`);
  const detail = page.getByRole('article', { name: /Order / });
  await expect(detail).toContainText(
    `From quote PO-1001 (no. ${quoteId}) · special pricing offer of ${dayText(0)}`,
  );
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'order-from-quote');

  await page.goto('/quotes');
  await expect(
    page.getByRole('listitem', { name: 'Quote PO-1001' }).getByTestId('quote-status'),
  ).toHaveText(`OrderedOrdered as order ${salesOrderNumber}`);
});
