import { expect, test } from './fixtures';
import {
  call,
  changeQuote,
  expectError,
  expectRejected,
  expectStatus,
  skipUnlessLocal,
} from './support';
import { dayFromToday, expectQuote, quoteSteps, staffSignIn } from './quote-flow';

// A quote holds its prices until its date, and special pricing moves it through the status table
// of docs/business-rules.md#quote-prices; every move the table does not allow is a 409 naming why
// and changes nothing. Seed quote: TPW-BER33 $412 ×1, TPW-WT33 $96 ×1, TPW-B12 $189 ×2.

test.beforeEach(() => skipUnlessLocal('ages quotes through the mock and signs staff in'));

const byId = (quote: { items: { sku: string; price: number; listPrice: number }[] }) =>
  Object.fromEntries(quote.items.map((i) => [i.sku, [i.price, i.listPrice]]));

test('[switchToQuote] [listQuotes] [getQuote] a saved quote holds today’s prices for 30 days as a Draft', async ({
  request,
  signedIn: { token },
}) => {
  const added = await call(request, 'POST', '/carts', {
    token,
    data: { productId: 101, quantity: 2 },
  });
  expectStatus(added, 200);
  const saved = await expectQuote(
    call(request, 'POST', '/carts/switch-to-quote', { token }),
    'DRAFT',
  );
  expect(saved.validUntil).toBe(dayFromToday(30));
  expect(Date.now() - Date.parse(saved.savedAt)).toBeLessThan(60_000);
  expect(saved).toMatchObject({ offer: null, messages: [], orderId: null, orderNumber: null });
  expect(saved.items[0]).toMatchObject({
    sku: 'TPW-B12',
    price: 189,
    listPrice: 189,
    offeredPrice: null,
    note: null,
  });
  const list = await call(request, 'GET', '/carts/all-quotes', { token });
  expect(list.body.find((q: { id: number }) => q.id === saved.id)).toEqual(saved);
});

test('[getQuote] [updateCart] the saved prices hold while valid; a changed quantity re-prices that line; past the date it is Expired at today’s prices', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  await changeQuote(request, {
    quoteId: seed.quote,
    prices: { 'TPW-B12': 17900, 'TPW-WT33': 9000 },
  });
  const held = await expectQuote(steps.get(), 'DRAFT');
  expect(byId(held)).toMatchObject({ 'TPW-B12': [179, 189], 'TPW-WT33': [90, 96] });
  expect(held.subTotal).toBe(412 + 90 + 2 * 179);
  const b12 = held.items.find((i: { sku: string }) => i.sku === 'TPW-B12');
  const changed = await call(request, 'POST', '/carts', {
    token,
    data: { quoteId: seed.quote, cartItemId: b12.cartItemId, quantity: 3 },
  });
  expectStatus(changed, 200);
  expect(byId(changed.body)).toMatchObject({ 'TPW-B12': [189, 189], 'TPW-WT33': [90, 96] });

  await changeQuote(request, { quoteId: seed.quote, days: 31 });
  const expired = await expectQuote(steps.get(), 'EXPIRED');
  expect(expired.validUntil).toBe(dayFromToday(-1));
  expect(byId(expired)).toMatchObject({ 'TPW-WT33': [96, 96] });
  expect(expired.subTotal).toBe(412 + 96 + 3 * 189);
});

test('[requestQuotePricing] a message (and a note per line) asks for pricing; the lines are locked while it is open', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  expectRejected(await steps.request(''));
  expectRejected(await steps.request('x'.repeat(1001)));
  expectError(
    await steps.request('   '),
    400,
    'Please write a message (at most 1,000 characters).',
  );
  expectError(
    await steps.request('Hi', [{ cartItemId: 999999, note: 'x' }]),
    400,
    /no line 999999/,
  );
  const before = (await steps.get()).body;
  expect(before.status).toBe('DRAFT');

  const [first] = seed.items;
  const sent = await expectQuote(
    steps.request('<b>40 cabinets</b> for the Hill kitchen', [
      { cartItemId: first, note: 'Two of these' },
    ]),
    'PRICING_REQUESTED',
  );
  expect(sent.items.find((i: { cartItemId: number }) => i.cartItemId === first).note).toBe(
    'Two of these',
  );
  expect(sent.messages).toEqual([
    {
      kind: 'PRICING_REQUESTED',
      from: 'DEALER',
      name: 'Dana Miller',
      text: '<b>40 cabinets</b> for the Hill kitchen',
      at: expect.any(String),
    },
  ]);
  const refused: [string, string, unknown, RegExp][] = [
    ['POST', `/carts/${seed.quote}/pricing-request`, { message: 'Again' }, /already open/],
    [
      'POST',
      '/carts',
      { quoteId: seed.quote, cartItemId: first, quantity: 2 },
      /Withdraw the pricing request before changing the quote/,
    ],
    ['DELETE', `/carts/${seed.quote}/items/${first}`, undefined, /Withdraw the pricing request/],
    [
      'PUT',
      `/carts/switch-to-cart/${seed.quote}`,
      undefined,
      /before moving the quote to the cart/,
    ],
    [
      'POST',
      `/carts/${seed.quote}/offer/accept`,
      undefined,
      /not answered this pricing request yet/,
    ],
    ['POST', `/carts/${seed.quote}/offer/ask-again`, { message: 'Hm' }, /not answered/],
  ];
  for (const [method, path, data, why] of refused)
    expectError(await call(request, method, path, { token, data }), 409, why);
  expect((await steps.get()).body).toEqual(sent);
});

test('[withdrawQuotePricing] withdrawing makes the quote a Draft again with its history; staff cannot offer on it', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  expectError(await steps.withdraw(), 409, 'This quote has no open pricing request.');
  await expectQuote(steps.request(), 'PRICING_REQUESTED');
  const withdrawn = await expectQuote(steps.withdraw(), 'DRAFT');
  expect(withdrawn.messages.map((m: { kind: string }) => m.kind)).toEqual([
    'PRICING_REQUESTED',
    'REQUEST_WITHDRAWN',
  ]);
  expectError(await steps.withdraw(), 409, 'This quote has no open pricing request.');
  expectError(
    await steps.offer({ percentOff: 10 }),
    409,
    'The dealer withdrew this pricing request.',
  );
  expect((await steps.get()).body).toEqual(withdrawn);
});

test('[listPricingRequests] [getPricingRequest] staff list the open requests with dealer, company and total; dealers may not', async ({
  request,
  signedIn: { token, seed },
  dealer,
}) => {
  const staff = await staffSignIn(request);
  expectError(
    await call(request, 'GET', `/staff/pricing-requests/${seed.quote}`, { token: staff }),
    404,
  );
  const quote = await expectQuote(
    quoteSteps(request, seed.quote, token, async () => staff).request(),
    'PRICING_REQUESTED',
  );
  const list = await call(request, 'GET', '/staff/pricing-requests', { token: staff });
  expectStatus(list, 200);
  const mine = list.body.find((r: { quoteId: number }) => r.quoteId === seed.quote);
  expect(mine).toMatchObject({
    status: 'PRICING_REQUESTED',
    dealer: { email: dealer.email, name: 'Dana Miller' },
    companyName: 'Miller Kitchens',
    requestedAt: quote.messages[0].at,
    quote: { id: seed.quote, totalPrice: quote.totalPrice },
  });
  const ages = list.body.map((r: { requestedAt: string }) => r.requestedAt);
  expect(ages).toEqual([...ages].sort());
  const one = await call(request, 'GET', `/staff/pricing-requests/${seed.quote}`, { token: staff });
  expectStatus(one, 200);
  expect(one.body).toEqual(mine);
  for (const path of ['/staff/pricing-requests', `/staff/pricing-requests/${seed.quote}`])
    expectError(
      await call(request, 'GET', path, { token }),
      403,
      'Only staff can answer pricing requests.',
    );
  expectStatus(await call(request, 'GET', '/staff/pricing-requests'), 401);
});

test('[deleteQuote] a quote with a request open, or an offer waiting, is not deleted until the request is withdrawn', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  const remove = () => call(request, 'DELETE', `/carts/${seed.quote}`, { token });
  const refusal = 'Withdraw the pricing request before deleting the quote.';
  const requested = await expectQuote(steps.request(), 'PRICING_REQUESTED');
  expectError(await remove(), 409, refusal);
  expect((await steps.get()).body).toEqual(requested);
  await expectQuote(steps.offer({ percentOff: 10 }), 'OFFER_RECEIVED');
  const offered = await expectQuote(steps.get(), 'OFFER_RECEIVED');
  expectError(await remove(), 409, refusal);
  expect((await steps.get()).body).toEqual(offered);
  await expectQuote(steps.withdraw(), 'DRAFT');
  expectStatus(await remove(), 204);
  expectStatus(await steps.get(), 404);
});
