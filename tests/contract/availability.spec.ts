import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { call, expectError, expectStatus, orderKey, skipUnlessLocal } from './support';
import { putStaleLines } from '../support/test-accounts';

// Stock and the per-product maximum (docs/business-rules.md#availability) on every write that
// can create or change a line, and again at checkout. Product ids and stock are the demo
// catalog's: 109 TPW-DB18 (9), 110 TPW-SB36 (7), 209 TPG-DB18 (0), 101 TPW-B12 (25, max 10).
test.beforeEach(() => skipUnlessLocal('needs the demo catalog stock and the mock’s /__lines'));

const post = (request: APIRequestContext, token: string, data: unknown) =>
  call(request, 'POST', '/carts', { token, data });
type Item = { cartItemId: number; sku: string; quantity: number };
const items = async (request: APIRequestContext, token: string) =>
  (await call(request, 'GET', '/carts', { token })).body.items as Item[];

test('[updateCart] refuses an out-of-stock add and one above stock, naming the line', async ({
  request,
  signedIn: { token },
}) => {
  const out = await post(request, token, { productId: 209, quantity: 1 });
  expectError(out, 400, 'TPG-DB18 is out of stock.');
  expect(out.body.lines).toEqual([
    expect.objectContaining({ sku: 'TPG-DB18', reason: 'OUT_OF_STOCK', limit: 0 }),
  ]);
  const short = await post(request, token, { productId: 110, quantity: 8 });
  expectError(short, 400, 'Only 7 of TPW-SB36 available.');
  expect(short.body.lines[0]).toMatchObject({ sku: 'TPW-SB36', reason: 'SHORT', limit: 7 });
  expect(await items(request, token)).toEqual([]);
});

test('[updateCart] refuses a quantity change above stock and a style change onto an out-of-stock item', async ({
  request,
  signedIn: { token },
}) => {
  const added = await post(request, token, { productId: 109, quantity: 1 });
  expectStatus(added, 200);
  const line = (added.body.items as Item[])[0]!;
  expect(added.body.items[0].stock).toBe(9);
  const up = await post(request, token, { cartItemId: line.cartItemId, quantity: 10 });
  expectError(up, 400, 'Only 9 of TPW-DB18 available.');
  expect(up.body.lines[0]).toMatchObject({ cartItemId: line.cartItemId, reason: 'SHORT' });
  const style = await post(request, token, { cartItemId: line.cartItemId, skuPrefix: 'TPG' });
  expectError(style, 400, 'TPG-DB18 is out of stock.');
  expect((await items(request, token)).map((i) => `${i.sku} x${i.quantity}`)).toEqual([
    'TPW-DB18 x1',
  ]);
});

test('[updateCart] refuses a quote line edit above the maximum', async ({
  request,
  dealer,
  signedIn: { token },
}) => {
  const quote = dealer.seed!.quote;
  const [, , b12] = dealer.seed!.items; // TPW-B12 x2
  const r = await post(request, token, { quoteId: quote, cartItemId: b12, quantity: 11 });
  expectError(r, 400, 'Quantity for TPW-B12 cannot exceed 10.');
  expect(r.body.lines[0]).toMatchObject({ sku: 'TPW-B12', reason: 'ABOVE_MAX', limit: 10 });
});

test('[checkout] [switchToCart] no order with a line out of stock or above stock', async ({
  request,
  dealer,
  signedIn: { token },
}) => {
  // A quote whose lines became short moves to the cart unchanged, with their stock...
  await putStaleLines(
    request,
    dealer.email,
    [
      { sku: 'TPG-DB18', quantity: 1 },
      { sku: 'TPW-SB36', quantity: 10 },
    ],
    dealer.seed!.quote,
  );
  const moved = await call(request, 'PUT', `/carts/switch-to-cart/${dealer.seed!.quote}`, {
    token,
  });
  expectStatus(moved, 200);
  expect(
    (moved.body.items as (Item & { stock: number })[]).map((i) => [i.sku, i.quantity, i.stock]),
  ).toEqual(
    expect.arrayContaining([
      ['TPG-DB18', 1, 0],
      ['TPW-SB36', 10, 7],
    ]),
  );
  // ...and the checkout refuses it, naming both lines, and places nothing.
  const orders = (await call(request, 'GET', '/orders', { token })).body.orders.length;
  const r = await call(request, 'POST', '/orders/checkout', {
    token,
    data: { paymentProfileId: dealer.seed!.paymentProfileId },
    headers: orderKey(),
  });
  expectError(
    r,
    400,
    '2 lines cannot be ordered: TPG-DB18 is out of stock. Only 7 of TPW-SB36 available.',
  );
  expect(r.body.lines.map((l: { sku: string; reason: string }) => [l.sku, l.reason])).toEqual([
    ['TPG-DB18', 'OUT_OF_STOCK'],
    ['TPW-SB36', 'SHORT'],
  ]);
  expect((await call(request, 'GET', '/orders', { token })).body.orders.length).toBe(orders);
});
