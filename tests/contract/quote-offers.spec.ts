import { pdfText } from '../../mocks/lib/pdf-text';
import { expect, test } from './fixtures';
import {
  call,
  changeQuote,
  expectError,
  expectRejected,
  expectStatus,
  pdfBytes,
  skipUnlessLocal,
} from './support';
import { dayFromToday, dayWords, expectQuote, quoteSteps, staffSignIn } from './quote-flow';

// Staff's offer and the dealer's answer (docs/business-rules.md#quote-prices). Seed quote:
// TPW-BER33 $412 ×1, TPW-WT33 $96 ×1, TPW-B12 $189 ×2 (assembled: $80 of assembly fees).

test.beforeEach(() => skipUnlessLocal('signs staff in and ages quotes through the mock'));

const offered = (quote: { items: { sku: string; offeredPrice: number | null }[] }) =>
  Object.fromEntries(quote.items.map((i) => [i.sku, i.offeredPrice]));

test('[sendQuoteOffer] staff offer a percentage off or a price per line, until a date, with a reply', async ({
  request,
  signedIn: { token, seed },
}) => {
  const staff = await staffSignIn(request);
  const steps = quoteSteps(request, seed.quote, token, async () => staff);
  await expectQuote(steps.request(), 'PRICING_REQUESTED');
  const [ber, wt] = seed.items;
  expectRejected(await steps.offer({ percentOff: 10, lines: [{ cartItemId: wt, price: 90 }] }));
  expectRejected(await steps.offer({}));
  expectRejected(await steps.offer({ percentOff: 95 }));
  const tooLate = dayFromToday(91);
  expectError(
    await steps.offer({ percentOff: 10, validUntil: tooLate }),
    400,
    /from today to 90 days ahead/,
  );
  expectError(
    await steps.offer({ percentOff: 10, validUntil: dayFromToday(-1) }),
    400,
    /from today/,
  );
  expectError(
    await steps.offer({ lines: [{ cartItemId: wt, price: 97 }] }),
    400,
    /above the line's price \(\$96\.00\)/,
  );
  expectError(
    await steps.offer({ lines: [{ cartItemId: 999999, price: 1 }] }),
    400,
    /no line 999999/,
  );
  expectError(
    await call(request, 'POST', `/staff/pricing-requests/${seed.quote}/offer`, {
      token,
      data: { percentOff: 10, validUntil: dayFromToday(7), reply: 'Mine' },
    }),
    403,
    'Only staff can answer pricing requests.',
  );
  expect((await steps.get()).body.status).toBe('PRICING_REQUESTED');

  const perLine = await expectQuote(
    steps.offer({ lines: [{ cartItemId: ber, price: 380.5 }] }),
    'OFFER_RECEIVED',
  );
  expect(offered(perLine.quote)).toEqual({ 'TPW-BER33': 380.5, 'TPW-WT33': 96, 'TPW-B12': 189 });
  expect(perLine.quote.offer).toEqual({
    offeredAt: expect.any(String),
    offeredBy: 'Sam Staff',
    validUntil: dayFromToday(14),
    percentOff: null,
  });
  expect(perLine.quote.validUntil).toBe(dayFromToday(14));
  expect(perLine.quote.messages.at(-1)).toMatchObject({
    kind: 'OFFER_SENT',
    from: 'STAFF',
    name: 'Sam Staff',
    text: 'Our best price.',
  });
  expectError(
    await steps.offer({ percentOff: 5 }),
    409,
    'An offer was sent already; the dealer has not answered it.',
  );

  await expectQuote(steps.askAgain(), 'PRICING_REQUESTED');
  const percent = await expectQuote(
    steps.offer({ percentOff: 10, validUntil: dayFromToday(0) }),
    'OFFER_RECEIVED',
  );
  expect(offered(percent.quote)).toEqual({
    'TPW-BER33': 370.8,
    'TPW-WT33': 86.4,
    'TPW-B12': 170.1,
  });
  expect(percent.quote.offer.percentOff).toBe(10);
  // The list prices stand until the dealer accepts.
  expect(percent.quote.subTotal).toBe(412 + 96 + 2 * 189);
});

test('[acceptQuoteOffer] accepting locks the offered prices until the offer’s date; twice, or once expired, is refused', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  expectError(await steps.accept(), 409, 'This quote has no offer to answer.');
  await expectQuote(steps.request(), 'PRICING_REQUESTED');
  await expectQuote(steps.offer({ percentOff: 10 }), 'OFFER_RECEIVED');
  const accepted = await expectQuote(steps.accept(), 'ACCEPTED');
  expect(accepted.items.map((i: { price: number }) => i.price)).toEqual([370.8, 86.4, 170.1]);
  expect(accepted.subTotal).toBe(797.4);
  expect(accepted.totalPrice).toBe(797.4 + 80 + 47.84);
  expect(accepted.validUntil).toBe(dayFromToday(14));
  expectError(await steps.accept(), 409, 'This offer was accepted already.');
  expectError(await steps.askAgain(), 409, 'This offer was accepted already.');
  expectError(await steps.request(), 409, /offer was accepted/);
  expectError(
    await steps.offer({ percentOff: 20 }),
    409,
    'The dealer accepted an offer on this quote already.',
  );
  expect((await steps.get()).body).toEqual(accepted);

  await changeQuote(request, { quoteId: seed.quote, days: 15 });
  const expired = await expectQuote(steps.get(), 'EXPIRED');
  expect(expired.subTotal).toBe(412 + 96 + 2 * 189);
});

test('[acceptQuoteOffer] [deleteQuote] an expired offer cannot be accepted, nor its quote deleted before withdrawing, and nothing changes', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  await expectQuote(steps.request(), 'PRICING_REQUESTED');
  await expectQuote(steps.offer({ percentOff: 10, validUntil: dayFromToday(3) }), 'OFFER_RECEIVED');
  await changeQuote(request, { quoteId: seed.quote, days: 4 });
  const before = await expectQuote(steps.get(), 'EXPIRED');
  expectError(await steps.accept(), 409, `This offer expired on ${dayWords(dayFromToday(-1))}.`);
  expectError(
    await call(request, 'DELETE', `/carts/${seed.quote}`, { token }),
    409,
    'Withdraw the pricing request before deleting the quote.',
  );
  expect((await steps.get()).body).toEqual(before);
});

test('[askQuoteAgain] a new message on an offer, even an expired one, asks again with the history kept', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  expectError(await steps.askAgain(), 409, 'This quote has no offer to answer.');
  await expectQuote(steps.request('First ask'), 'PRICING_REQUESTED');
  await expectQuote(steps.offer({ percentOff: 5, validUntil: dayFromToday(1) }), 'OFFER_RECEIVED');
  expectRejected(await steps.askAgain(''));
  expectError(
    await steps.askAgain('  '),
    400,
    'Please write a message (at most 1,000 characters).',
  );
  await changeQuote(request, { quoteId: seed.quote, days: 2 });
  const again = await expectQuote(steps.askAgain('Second ask'), 'PRICING_REQUESTED');
  expect(again.offer).toBeNull();
  expect(again.items.every((i: { offeredPrice: unknown }) => i.offeredPrice === null)).toBe(true);
  expect(
    again.messages.map((m: { kind: string; text: string | null }) => [m.kind, m.text]),
  ).toEqual([
    ['PRICING_REQUESTED', 'First ask'],
    ['OFFER_SENT', 'Our best price.'],
    ['ASKED_AGAIN', 'Second ask'],
  ]);
  const staff = await staffSignIn(request);
  const listed = await call(request, 'GET', '/staff/pricing-requests', { token: staff });
  expectStatus(listed, 200);
  const mine = listed.body.find((r: { quoteId: number }) => r.quoteId === seed.quote);
  expect(mine.requestedAt).toBe(again.messages[2].at);
});

test('[getQuotePdf] the quote PDF prints the status, the offer, the history and the line notes as typed', async ({
  request,
  signedIn: { token, seed },
}) => {
  const staff = await staffSignIn(request);
  const steps = quoteSteps(request, seed.quote, token, async () => staff);
  const [ber] = seed.items;
  await expectQuote(
    steps.request('The Hill <b>kitchen</b>', [
      { cartItemId: ber, note: 'Two for the island & more' },
    ]),
    'PRICING_REQUESTED',
  );
  await expectQuote(steps.offer({ percentOff: 10, reply: 'Ten % off.' }), 'OFFER_RECEIVED');
  const r = await call<{ pdf: string }>(request, 'GET', `/carts/${seed.quote}/pdf`, { token });
  expectStatus(r, 200);
  const text = pdfText(pdfBytes(r.body.pdf)).replace(/\n/g, ' ');
  for (const expected of [
    'Status: Offer Received',
    'Pricing History',
    `10 % off every line, valid until ${dayFromToday(14)}.`,
    '(Dealer) requested special pricing: The Hill <b>kitchen</b>',
    '(Staff) sent an offer: Ten % off.',
    'Note on TPW-BER33: Two for the island & more',
  ])
    expect(text).toContain(expected);
});
