import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  newCard,
  orderKey,
  skipUnlessLocal,
} from './support';

// The checkout's order key (docs/api.md#order-keys): at most one order per key and dealer; a
// repeat answers as the first time, a repeat with another cart is 409, no key is refused.

const TPW_B12 = { productId: 101, quantity: 1, isAssembled: false, hingeDirection: null };

test.describe('order keys', () => {
  test('[checkout] [getCheckoutOutcome] the same key twice places one order and answers it twice', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('checks out on the demo account');
    await call(request, 'POST', '/carts', { token, data: { productId: 101, quantity: 1 } });
    const key = randomUUID();
    const unknown = await call(request, 'GET', `/orders/checkout/${key}`, { token });
    expectError(unknown, 404, 'No order was placed with this order key.');
    const data = { paymentProfileId: seed.paymentProfileId, poNumber: 'PO-KEY', items: [TPW_B12] };
    const first = await call(request, 'POST', '/orders/checkout', {
      token,
      data,
      headers: orderKey(key),
    });
    expectStatus(first, 201);
    const again = await call(request, 'POST', '/orders/checkout', {
      token,
      data,
      headers: orderKey(key),
    });
    expectStatus(again, 201);
    expect(again.body).toEqual(first.body);
    const { message: _, ...order } = first.body;
    const outcome = await call(request, 'GET', `/orders/checkout/${key}`, { token });
    expectStatus(outcome, 200);
    expect(outcome.body).toMatchObject({
      order,
      state: expect.stringMatching(/placed|processing/),
    });
    const orders = (await call(request, 'GET', '/orders', { token })).body.orders;
    expect(orders.filter((o: { poNumber: string }) => o.poNumber === 'PO-KEY')).toHaveLength(1);
    // The same key for other lines is refused, naming why, and places nothing.
    const other = await call(request, 'POST', '/orders/checkout', {
      token,
      data: { ...data, items: [{ ...TPW_B12, quantity: 2 }] },
      headers: orderKey(key),
    });
    expectError(other, 409, /already used for a different cart/);
    expect((await call(request, 'GET', '/orders', { token })).body.orders).toHaveLength(
      orders.length,
    );
  });

  test('[checkout] [getCheckoutOutcome] a declined card is kept as the key outcome; no key is refused', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('uses the demo test cards');
    await call(request, 'POST', '/carts', { token, data: { productId: 101, quantity: 1 } });
    const data = { ...newCard, cardNumber: '4000000000000002', items: [TPW_B12] };
    const noKey = await call(request, 'POST', '/orders/checkout', { token, data });
    expectRejected(noKey);
    const key = randomUUID();
    const declined = await call(request, 'POST', '/orders/checkout', {
      token,
      data,
      headers: orderKey(key),
    });
    expectError(declined, 400, /declined/i);
    const again = await call(request, 'POST', '/orders/checkout', {
      token,
      data,
      headers: orderKey(key),
    });
    expect([again.status, again.body]).toEqual([declined.status, declined.body]);
    const outcome = await call(request, 'GET', `/orders/checkout/${key}`, { token });
    expectStatus(outcome, 200);
    expect(outcome.body).toEqual({ state: 'refused', message: declined.body.error, order: null });
    expect((await call(request, 'GET', '/carts', { token })).body.items).toHaveLength(1);
  });
});
