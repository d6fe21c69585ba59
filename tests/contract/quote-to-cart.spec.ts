import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, changeQuote, expectError, expectStatus, orderKey, skipUnlessLocal } from './support';
import { dayFromToday, expectQuote, quoteSteps, staffSignIn } from './quote-flow';

// Moving a quote to the cart (docs/business-rules.md#quote-prices): a valid quote's prices come
// along until its date, a changed line is priced today, an expired quote is priced today with
// the lines whose price changed, and an Accepted quote stays listed until its cart is ordered.
// Seed quote: TPW-BER33 $412 ×1, TPW-WT33 $96 ×1, TPW-B12 $189 ×2.

test.beforeEach(() => skipUnlessLocal('sets the prices a quote holds through the mock'));

type Line = { sku: string; price: number; quotePrice?: string; cartItemId: number };
const bySku = (cart: { items: Line[] }) =>
  Object.fromEntries(cart.items.map((i) => [i.sku, [i.price, i.quotePrice ?? null]]));

const moveToCart = (request: APIRequestContext, token: string, id: number) =>
  call(request, 'PUT', `/carts/switch-to-cart/${id}`, { token });

async function order(request: APIRequestContext, token: string, profile: string) {
  const r = await call(request, 'POST', '/orders/checkout', {
    token,
    data: { paymentProfileId: profile },
    headers: orderKey(),
  });
  expectStatus(r, 201);
  return r.body as { orderId: number; finalAmount: number };
}

test('[switchToCart] [getCart] [checkout] a valid quote’s prices reach the cart and the order to the cent; a changed line is priced today', async ({
  request,
  signedIn: { token, seed },
}) => {
  await changeQuote(request, {
    quoteId: seed.quote,
    prices: { 'TPW-B12': 17900, 'TPW-WT33': 9050 },
  });
  const moved = await moveToCart(request, token, seed.quote);
  expectStatus(moved, 200);
  expect(moved.body.quote).toEqual({
    id: seed.quote,
    poNumber: 'PO-1001',
    validUntil: dayFromToday(30),
    expired: false,
  });
  expect(moved.body.priceChanges).toEqual([]);
  expect(bySku(moved.body)).toEqual({
    'TPW-BER33': [412, 'HELD'],
    'TPW-WT33': [90.5, 'HELD'],
    'TPW-B12': [179, 'HELD'],
  });
  expect(moved.body.subTotal).toBe(412 + 90.5 + 2 * 179);
  const cart = await call(request, 'GET', '/carts', { token });
  expect(cart.body).toMatchObject({
    subTotal: moved.body.subTotal,
    totalPrice: moved.body.totalPrice,
    quote: moved.body.quote,
  });

  const b12 = moved.body.items.find((i: Line) => i.sku === 'TPW-B12');
  const changed = await call(request, 'POST', '/carts', {
    token,
    data: { cartItemId: b12.cartItemId, quantity: 3 },
  });
  expectStatus(changed, 200);
  expect(bySku(changed.body)).toEqual({
    'TPW-BER33': [412, 'HELD'],
    'TPW-WT33': [90.5, 'HELD'],
    'TPW-B12': [189, 'CHANGED'],
  });
  const placed = await order(request, token, seed.paymentProfileId);
  expect(placed.finalAmount).toBe(changed.body.totalPrice);
  const orders = await call(request, 'GET', '/orders?page=1', { token });
  const items = orders.body.orders.find((o: { id: number }) => o.id === placed.orderId).OrderItems;
  expect(
    Object.fromEntries(items.map((i: { sku: string; unitPrice: number }) => [i.sku, i.unitPrice])),
  ).toEqual({
    'TPW-BER33': 412,
    'TPW-WT33': 90.5,
    'TPW-B12': 189,
  });
  expect(changed.body.subTotal).toBe(412 + 90.5 + 3 * 189);
});

test('[switchToCart] an expired quote is priced today and names every line whose price changed', async ({
  request,
  signedIn: { token, seed },
}) => {
  await changeQuote(request, {
    quoteId: seed.quote,
    days: 31,
    prices: { 'TPW-B12': 17900, 'TPW-WT33': 9050 },
  });
  const moved = await moveToCart(request, token, seed.quote);
  expectStatus(moved, 200);
  expect(moved.body.quote).toBeUndefined();
  expect(bySku(moved.body)).toEqual({
    'TPW-BER33': [412, null],
    'TPW-WT33': [96, null],
    'TPW-B12': [189, null],
  });
  expect(
    moved.body.priceChanges.map((c: { sku: string; quotePrice: number; price: number }) => [
      c.sku,
      c.quotePrice,
      c.price,
    ]),
  ).toEqual([
    ['TPW-WT33', 90.5, 96],
    ['TPW-B12', 179, 189],
  ]);
  const list = await call(request, 'GET', '/carts/all-quotes', { token });
  expect(list.body.some((q: { id: number }) => q.id === seed.quote)).toBe(false);
});

test('[switchToCart] [checkout] [switchToQuote] an Accepted quote stays listed, its cart is ordered once, then it reads Ordered', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  await expectQuote(steps.request(), 'PRICING_REQUESTED');
  await expectQuote(steps.offer({ percentOff: 10 }), 'OFFER_RECEIVED');
  const accepted = await expectQuote(steps.accept(), 'ACCEPTED');

  const first = await moveToCart(request, token, seed.quote);
  expectStatus(first, 200);
  expect(first.body.id).not.toBe(seed.quote);
  expect(first.body.totalPrice).toBe(accepted.totalPrice);
  expect(first.body.quote).toMatchObject({
    id: seed.quote,
    validUntil: dayFromToday(14),
    expired: false,
  });
  await expectQuote(steps.get(), 'ACCEPTED');
  // A second move saves the first copy as a new Draft quote at today's prices.
  const second = await moveToCart(request, token, seed.quote);
  expectStatus(second, 200);
  expect(second.body.savedQuote).toMatchObject({
    id: first.body.id,
    status: 'DRAFT',
    subTotal: 412 + 96 + 2 * 189,
  });
  expect(second.body.totalPrice).toBe(accepted.totalPrice);

  const placed = await order(request, token, seed.paymentProfileId);
  expect(placed.finalAmount).toBe(accepted.totalPrice);
  const ordered = await expectQuote(steps.get(), 'ORDERED');
  expect(ordered.orderId).toBe(placed.orderId);
  expect(ordered.orderNumber).toMatch(/^SO-\d+$/);
  const cartBefore = (await call(request, 'GET', '/carts', { token })).body;
  expectError(
    await moveToCart(request, token, seed.quote),
    409,
    `This quote was ordered already (order ${ordered.orderNumber}).`,
  );
  expectError(await steps.request(), 409, /ordered already/);
  expect((await call(request, 'GET', '/carts', { token })).body).toEqual(cartBefore);
  expect((await steps.get()).body).toEqual(ordered);
});
