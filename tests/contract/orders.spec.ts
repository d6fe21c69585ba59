import { expect, test } from './fixtures';
import { type APIRequestContext } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  newCard,
  pdfBytes,
  orderKey,
  skipUnlessLocal,
} from './support';

const add = (request: APIRequestContext, token: string, data: object) =>
  call(request, 'POST', '/carts', { token, data });
const checkout = (request: APIRequestContext, token: string, data: object) =>
  call(request, 'POST', '/orders/checkout', { token, data, headers: orderKey() });

async function waitUnlocked(request: APIRequestContext, token: string) {
  let status: { locked?: boolean } = {};
  await expect
    .poll(
      async () => {
        const r = await call(request, 'GET', '/orders/check-lock-status', { token });
        expectStatus(r, 200);
        status = r.body;
        return r.body.locked;
      },
      { message: 'the order lock ends within 15 s', timeout: 15_000 },
    )
    .toBe(false);
  return status;
}

test.describe('orders', () => {
  test('[listOrders] pages orders; the seed has 12+ orders in every status', async ({
    request,
    signedIn: { token },
  }) => {
    const p1 = await call(request, 'GET', '/orders?page=1', { token });
    expectStatus(p1, 200);
    expect(p1.body.currentPage).toBe(1);
    if (!isLocal) return;
    expect(p1.body.orders).toHaveLength(10);
    expect(p1.body.totalPages).toBe(2);
    const p2 = await call(request, 'GET', '/orders?page=2', { token });
    expectStatus(p2, 200);
    const all = [...p1.body.orders, ...p2.body.orders];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((o: { status: string }) => o.status))).toEqual(
      new Set(['AWAITING_PAYMENT', 'PAID', 'TRANSACTION_PENDING', 'CLOSED', 'PICKED']),
    );
    const dates = all.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test('[listOrders] rejects page 0 and needs a session', async ({
    request,
    signedIn: { token },
  }) => {
    expectRejected(await call(request, 'GET', '/orders?page=0', { token }));
    expectStatus(await call(request, 'GET', '/orders'), 401);
  });

  test('[downloadInvoice] answers a real invoice PDF; unknown order is 404', async ({
    request,
    signedIn: { token },
  }) => {
    const list = await call(request, 'GET', '/orders', { token });
    const order = list.body.orders[0];
    test.skip(!order, 'the account has no order');
    const r = await call(request, 'GET', `/orders/${order.id}/download`, { token });
    expectStatus(r, 200);
    const bytes = pdfBytes(r.body.pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (isLocal) {
      expect(r.body.fileName).toBe(`Invoice_${order.salesOrderNumber}.pdf`);
      const text = pdfText(bytes);
      for (const s of [order.salesOrderNumber, order.OrderItems[0].sku, 'Subtotal', 'Total'])
        expect(text).toContain(s);
    }
    expectError(await call(request, 'GET', '/orders/99999999/download', { token }), 404);
  });
});

test.describe('checkout', () => {
  test('[checkout] an empty cart answers the empty-cart error', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('checks out on the demo account');
    expectError(await checkout(request, token, { poNumber: 'PO-E' }), 400, /Your cart is empty/);
  });

  test('[checkout] enforces the wooden-table bundle rule', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('checks out on the demo account');
    await add(request, token, { productId: 104, quantity: 2 });
    expectError(
      await checkout(request, token, { ...newCard }),
      400,
      /^The wooden table cannot be sold separately/,
    );
    await add(request, token, { productId: 102, quantity: 1 });
    expectError(
      await checkout(request, token, { ...newCard }),
      400,
      /You have 2 wooden table\(s\) but only 1 BER/,
    );
  });

  test('[checkout] a declined card, an unknown saved card or no payment changes nothing', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('uses the demo test cards');
    await add(request, token, { productId: 101, quantity: 1 });
    expectError(
      await checkout(request, token, { ...newCard, cardNumber: '4000000000000002' }),
      400,
      /declined/i,
    );
    expectError(
      await checkout(request, token, { paymentProfileId: 'nope', poNumber: 'PO-X' }),
      404,
      'Selected payment method not found.',
    );
    expectError(await checkout(request, token, { poNumber: 'PO-X' }), 400);
    expectError(await checkout(request, token, { ...newCard, discountCode: 'BOGUS' }), 400);
    expectRejected(await checkout(request, token, { ...newCard, cardNumber: '411111111111' }));
    expect((await call(request, 'GET', '/carts', { token })).body.items).toHaveLength(1);
    expect((await call(request, 'GET', '/orders', { token })).body.orders[0].id).toBe(
      seed.orderIdBase + 14,
    );
  });

  test('[checkout] [checkLockStatus] places an order (201), locks, then reports it completed', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('checks out on the demo account');
    await add(request, token, { productId: 102, quantity: 1, isAssembled: true });
    await add(request, token, { productId: 104, quantity: 1 });
    const placed = await checkout(request, token, {
      paymentProfileId: seed.paymentProfileId,
      poNumber: 'PO-CT-9',
      discountCode: 'DEALER10',
    });
    expectStatus(placed, 201);
    // What the dealer's confirmation shows, in the answer and again from the lock (a reload).
    const confirmation = {
      orderId: placed.body.orderId,
      salesOrderNumber: placed.body.salesOrderNumber,
      createdAt: placed.body.createdAt,
      poNumber: 'PO-CT-9',
      finalAmount: 520.63,
    };
    expect(placed.body).toMatchObject({
      ...confirmation,
      orderId: expect.any(Number),
      salesOrderNumber: expect.any(String),
    });
    expect(Date.parse(placed.body.createdAt)).not.toBeNaN();
    const lock = await call(request, 'GET', '/orders/check-lock-status', { token });
    expectStatus(lock, 200);
    expect(lock.body).toMatchObject({ locked: true, orderCompleted: false, order: confirmation });
    await add(request, token, { productId: 1001, quantity: 1 });
    expectError(await checkout(request, token, { paymentProfileId: seed.paymentProfileId }), 409);
    expect(await waitUnlocked(request, token)).toMatchObject({
      locked: false,
      orderCompleted: true,
      order: confirmation,
    });
    const orders = (await call(request, 'GET', '/orders', { token })).body.orders;
    expect(orders[0]).toMatchObject({
      id: placed.body.orderId,
      salesOrderNumber: placed.body.salesOrderNumber,
      createdAt: placed.body.createdAt,
      status: 'PAID',
      poNumber: 'PO-CT-9',
    });
    // 412 + 96 items, 40 assembly: discount 10 % of 548 = 54.80; tax 6 % of (508 - 50.80) = 27.43
    expect(orders[0]).toMatchObject({
      totalAmount: 508,
      assemblyFee: 40,
      discountAmount: 54.8,
      taxAmount: 27.43,
      finalAmount: 520.63,
    });
  });

  test('[checkout] a new card and a zero total (free sample) both succeed', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('checks out on the demo account');
    await add(request, token, { productId: 1101, quantity: 4 });
    expectStatus(await checkout(request, token, { ...newCard, poNumber: 'PO-NEW' }), 201);
    await waitUnlocked(request, token);
    await call(request, 'POST', '/products/order-sample', { token, data: { color: 'AW' } });
    const free = await checkout(request, token, { poNumber: 'PO-FREE' });
    expectStatus(free, 201);
    await waitUnlocked(request, token);
    const order = (await call(request, 'GET', '/orders', { token })).body.orders[0];
    expect(order).toMatchObject({ finalAmount: 0, transactionDetails: null });
  });

  test('[checkLockStatus] reports no lock when nothing is processing; needs a session', async ({
    request,
    signedIn: { token },
  }) => {
    const r = await call(request, 'GET', '/orders/check-lock-status', { token });
    expectStatus(r, 200);
    expect(typeof r.body.locked).toBe('boolean');
    if (isLocal)
      expect(r.body).toMatchObject({ locked: false, orderCompleted: false, order: null });
    expectStatus(await call(request, 'GET', '/orders/check-lock-status'), 401);
  });
});
