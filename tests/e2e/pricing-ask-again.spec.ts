import { MOCK_URL } from '../support/test-accounts';
import { expect, STAFF, test } from './fixtures';
import { shotWidths } from './cart-support';
import { dialog, expectNoAxeViolations, shots, toast } from './support';

// Ask Again (docs/business-rules.md#quote-prices): the request (with a line note) and staff's offer
// are made through the API; the dealer answers the offer with a new message on the quote detail,
// the quote reads Pricing Requested again with its whole history and its lines locked at every
// width, and staff see the new message and the note on the request.

const shot = shots('pricing-ask-again');
const DAY_MS = 86_400_000;

type Quote = { status: string; offer: unknown; messages: { kind: string; text: string | null }[] };

test('Ask Again sends the offer back with a new message; the history is kept and staff read it', async ({
  page,
  request,
  dealer,
  staff,
}) => {
  const quoteId = dealer.seed.quote;
  const quote = async () => (await (await dealer.api.get(`carts/${quoteId}`)).json()) as Quote;
  const [first] = (await (await dealer.api.get(`carts/${quoteId}`)).json()).items as {
    cartItemId: number;
    sku: string;
  }[];
  const note = 'Two of these for the <i>island</i>.';
  const asked = await dealer.api.post(`carts/${quoteId}/pricing-request`, {
    data: {
      message: 'A project price for the Hill kitchen, please.',
      lines: [{ cartItemId: first!.cartItemId, note }],
    },
  });
  expect(asked.status()).toBe(200);
  const signedIn = await request.post(`${MOCK_URL}/accounts/login`, { data: STAFF });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const offered = await request.post(`${MOCK_URL}/staff/pricing-requests/${quoteId}/offer`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      percentOff: 5,
      validUntil: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
      reply: '5 % off the whole quote.',
    },
  });
  expect(offered.status()).toBe(200);

  await dealer.signIn(page);
  await page.goto(`/quotes/${quoteId}`);
  const status = page.getByTestId('quote-status');
  await expect(status).toContainText('Offer Received');
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/carts/${quoteId}/offer/ask-again`))
      sends.push(r.url());
  });
  await page.getByRole('button', { name: 'Ask Again' }).click();
  const ask = dialog(page);
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(ask.getByText('Please write a message (at most 1,000 characters).')).toBeVisible();
  expect(sends).toHaveLength(0);
  const again = 'Could you do <b>12 %</b>? The island is the bulk of it.';
  await ask.getByLabel('Message').fill(again);
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Your message was sent.')).toBeVisible();
  await expect(ask).toBeHidden();
  expect(sends).toHaveLength(1);

  // Pricing Requested again: the offer set aside, the lines still locked, the history whole.
  await expect(status).toContainText('Pricing Requested');
  await expect(page.getByRole('heading', { name: 'Offer Received' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw Request' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Pricing History' }).getByRole('listitem');
  await expect(history).toHaveText([
    /Requested special pricing.*A project price for the Hill kitchen, please\./,
    /Sent an offer.*5 % off the whole quote\./,
    /Asked again.*The island is the bulk of it\./,
  ]);
  // Plain text: the markup shows as typed and makes no element.
  await expect(history.nth(2)).toContainText(again);
  await expect(page.locator('main b')).toHaveCount(0);
  // At every width the lines hold nothing to change (quantity, assembly, hinge, remove, batch),
  // and the line's note reads as typed.
  const lines = page.getByRole('list', { name: 'Quote items' });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(lines.getByRole('listitem', { name: first!.sku })).toContainText(`Note: ${note}`);
    await expect(lines.getByRole('listitem', { name: first!.sku })).toContainText('Qty 1');
    await expect(lines.getByRole('combobox')).toHaveCount(0);
    await expect(lines.getByRole('checkbox')).toHaveCount(0);
    await expect(lines.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Batch Edit' })).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('main i')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'asked-again');
  const held = await quote();
  expect(held.status).toBe('PRICING_REQUESTED');
  expect(held.messages.map((m) => m.kind)).toEqual([
    'PRICING_REQUESTED',
    'OFFER_SENT',
    'ASKED_AGAIN',
  ]);

  // Staff find the request open again, with the dealer's new message last.
  await staff.signIn(page);
  await page.goto(`/staff/pricing-requests/${quoteId}`);
  const messages = page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText(again);
  const staffLines = page.getByRole('table', { name: 'Lines of quote PO-1001' });
  await expect(staffLines.getByRole('row').filter({ hasText: first!.sku })).toContainText(note);
  await expect(page.getByRole('button', { name: 'Send Offer' })).toBeEnabled();
  await shotWidths(page, shot, 'staff-reads-it');
});
