// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { mockHarness } from './lib/harness';
import { seedState } from './data/seed';
import { pdfText } from './lib/pdf-text';

// A fake clock: tests move time forward with `tick` instead of sleeping on the wall clock.
let now = Date.UTC(2026, 10, 22, 12);
const tick = (ms: number) => {
  now += ms;
};
const { world, call } = mockHarness({ accessTtl: 1, lockMs: 300, clock: () => now });

beforeEach(() => {
  world.state = seedState(world.catalog.all);
});

async function signIn(email = 'dealer@example.com', password = 'Dealer#2026') {
  const r = await call('POST', '/accounts/login', { email, password });
  expect(r.status).toBe(200);
  return r.body.accessToken as string;
}

describe('sign-in and tokens', () => {
  it('rejects a wrong password with the fixed text', async () => {
    const r = await call('POST', '/accounts/login', {
      email: 'dealer@example.com',
      password: 'nope',
    });
    expect(r).toEqual({ status: 400, body: { error: 'Incorrect username or password.' } });
  });

  it('challenges a temporary password, then signs in with the new one', async () => {
    const r = await call('POST', '/accounts/login', {
      email: 'newdealer@example.com',
      password: 'Welcome#2026',
    });
    expect(r.body.challengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(r.body.accessToken).toBeNull();
    const weak = await call('POST', '/accounts/complete-new-password', {
      email: 'newdealer@example.com',
      newPassword: 'weak',
      session: r.body.session,
    });
    expect(weak.status).toBe(400);
    const done = await call('POST', '/accounts/complete-new-password', {
      email: 'newdealer@example.com',
      newPassword: 'Brand#New2026',
      session: r.body.session,
    });
    expect(done.status).toBe(200);
    expect(
      (await call('GET', '/accounts/me', undefined, done.body.accessToken)).body.firstName,
    ).toBe('Nora');
    expect((await signIn('newdealer@example.com', 'Brand#New2026')).length).toBeGreaterThan(10);
  });

  it('answers 401 for a missing, unknown or expired token, and refresh brings it back', async () => {
    expect((await call('GET', '/accounts/me')).status).toBe(401);
    expect((await call('GET', '/accounts/me', undefined, 'at_bogus')).status).toBe(401);
    const login = await call('POST', '/accounts/login', {
      email: 'dealer@example.com',
      password: 'Dealer#2026',
    });
    tick(1100);
    const expired = await call('GET', '/accounts/me', undefined, login.body.accessToken);
    expect(expired).toEqual({ status: 401, body: { error: 'Access token has expired.' } });
    const refreshed = await call('POST', '/accounts/refresh-token', {
      refreshToken: login.body.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await call('GET', '/accounts/me', undefined, refreshed.body.accessToken)).status).toBe(
      200,
    );
    expect((await call('POST', '/accounts/refresh-token', { refreshToken: 'rt_x' })).status).toBe(
      401,
    );
  });
});

describe('catalog', () => {
  it('hides price and stock from visitors', async () => {
    const visitor = await call('GET', '/products/101');
    expect(typeof visitor.body.price).toBe('string');
    expect(Number.isNaN(Number(visitor.body.price))).toBe(true);
    expect(visitor.body.stock).toBeNull();
    const dealer = await call('GET', '/products/101', undefined, await signIn());
    expect(dealer.body).toMatchObject({
      sku: 'TPW-B12',
      price: 189,
      stock: 25,
      qtyRestrictions: 10,
      afmx: 1,
    });
    expect((await call('GET', '/products/99999')).status).toBe(404);
  });

  it('pages search results, 8 by default', async () => {
    const token = await signIn();
    const ber = await call('GET', '/products/search?keyword=-ber', undefined, token);
    expect(ber.body.totalItems).toBe(18);
    expect(ber.body.products).toHaveLength(8);
    expect(ber.body.totalPages).toBe(3);
    const last = await call('GET', '/products/search?keyword=-ber&page=3', undefined, token);
    expect(last.body.products).toHaveLength(2);
    const b12 = await call('GET', '/products/search?keyword=B12', undefined, token);
    expect(b12.body.products.map((p: { sku: string }) => p.sku)).toContain('TPW-B12');
    expect(b12.body.totalItems).toBeLessThanOrEqual(5);
  });

  it('looks SKUs up exactly, ignoring case and spaces, each product once, unknown ones absent', async () => {
    const token = await signIn();
    const r = await call(
      'POST',
      '/products/lookup',
      { skus: ['hw-pull-128', ' TPW-B12 ', 'tpw-b12', 'B12', 'NOPE-1', 'TPW-W3630'] },
      token,
    );
    expect(r.status).toBe(200);
    expect(r.body.products.map((p: { sku: string }) => p.sku)).toEqual([
      'HW-PULL-128',
      'TPW-B12',
      'TPW-W3630',
    ]);
    expect(r.body.products[1]).toMatchObject({ price: 189, stock: 25, qtyRestrictions: 10 });
    expect(r.body.products[2].stock).toBe(0);
  });

  it('with a style matches bare item codes; with suggest lists each miss with suggestions and styles', async () => {
    const token = await signIn();
    const skus = ['B12', 'w3030', 'TPW-B12', 'TPW-B1Z', 'NOPE-123', 'TSG-B12'];
    const plain = await call('POST', '/products/lookup', { skus }, token);
    expect(plain.body).toEqual({ products: [expect.objectContaining({ sku: 'TPW-B12' })] });
    const r = await call('POST', '/products/lookup', { skus, style: 'tpw', suggest: true }, token);
    expect(r.status).toBe(200);
    const skuOf = (p: { sku: string }) => p.sku;
    expect(r.body.products.map(skuOf)).toEqual(['TPW-B12', 'TPW-W3030']);
    expect(r.body.misses.map((m: { sku: string }) => m.sku)).toEqual([
      'TPW-B1Z',
      'NOPE-123',
      'TSG-B12',
    ]);
    const [typo, nope, otherStyle] = r.body.misses;
    expect(typo.suggestions.map(skuOf)).toEqual(['TPW-B12', 'TPW-B15', 'TPW-B18']);
    expect(typo.styles).toEqual([]);
    expect(nope).toEqual({ sku: 'NOPE-123', suggestions: [], styles: [] });
    expect(otherStyle.styles).toEqual(['TPW', 'TPG', 'AW']);
    expect(otherStyle.suggestions.length).toBeLessThanOrEqual(3);
    for (const p of otherStyle.suggestions) expect(p.sku).toMatch(/^TSG-/);
    const bare = await call(
      'POST',
      '/products/lookup',
      { skus: ['B12'], style: 'TSG', suggest: true },
      token,
    );
    expect(bare.body.misses[0]).toMatchObject({ sku: 'B12', styles: ['TPW', 'TPG', 'AW'] });
  });

  it('takes 1 to 200 SKUs of 1 to 50 characters, from a signed-in dealer only', async () => {
    const token = await signIn();
    const many = Array.from({ length: 200 }, (_, i) => `X-${i}`);
    expect(await call('POST', '/products/lookup', { skus: many }, token)).toEqual({
      status: 200,
      body: { products: [] },
    });
    // What the contract forbids is refused with the contract's reason, as the gate would.
    const refused = (reason: string) => ({
      status: 400,
      body: { error: `The request does not follow the contract: body ${reason}.` },
    });
    expect(await call('POST', '/products/lookup', { skus: [...many, 'X'] }, token)).toEqual(
      refused('skus must NOT have more than 200 items'),
    );
    expect(await call('POST', '/products/lookup', { skus: [] }, token)).toEqual(
      refused('skus must NOT have fewer than 1 items'),
    );
    expect(await call('POST', '/products/lookup', {}, token)).toEqual(refused('skus is required'));
    expect(
      await call('POST', '/products/lookup', { skus: ['TPW-B12', 'A'.repeat(51)] }, token),
    ).toEqual(refused('skus.1 must NOT have more than 50 characters'));
    expect(await call('POST', '/products/lookup', { skus: ['TPW-B12', 7] }, token)).toEqual(
      refused('skus.1 must be string'),
    );
    expect(await call('POST', '/products/lookup', { skus: ['TPW-B12', '  '] }, token)).toEqual(
      refused('skus.1 must match pattern "\\S"'),
    );
    expect((await call('POST', '/products/lookup', { skus: ['TPW-B12'] })).status).toBe(401);
  });
});

describe('cart and quotes', () => {
  it('prices the cart with the docs/business-rules.md#pricing arithmetic and removes a line at quantity 0', async () => {
    const token = await signIn();
    await call('POST', '/carts', { productId: 101, quantity: 2, isAssembled: true }, token);
    const cart = (await call('POST', '/carts', { productId: 1001, quantity: 10 }, token)).body;
    expect(cart).toMatchObject({
      subTotal: 423,
      assemblyFee: 40,
      tax: 25.38,
      totalPrice: 488.38,
      cartItemCount: 12,
    });
    expect(cart.items[0].hingeDirection).toBe('LEFT');
    const discounted = (await call('GET', '/carts?discountCode=DEALER10', undefined, token)).body;
    expect(discounted).toMatchObject({ discountedAmount: 46.3, tax: 22.84, totalPrice: 439.54 });
    const removed = (
      await call('POST', '/carts', { cartItemId: cart.items[0].cartItemId, quantity: 0 }, token)
    ).body;
    expect(removed.items).toHaveLength(1);
  });

  it('leaves the cart unchanged when a change fails', async () => {
    const token = await signIn();
    const cart = (
      await call('POST', '/carts', { productId: 101, quantity: 2, poNumber: 'PO-1' }, token)
    ).body;
    const id = cart.items[0].cartItemId;
    const bad = await call(
      'POST',
      '/carts',
      { cartItemId: id, poNumber: 'PO-2', skuPrefix: 'TSB' },
      token,
    );
    expect(bad.status).toBe(400);
    const after = (await call('GET', '/carts', undefined, token)).body;
    expect(after.poNumber).toBe('PO-1');
    expect(after.items[0].sku).toBe('TPW-B12');
    expect((await call('POST', '/carts', '{not json', token)).status).toBe(400);
    expect((await call('POST', '/carts', { cartItemId: 123456, quantity: 1 }, token)).status).toBe(
      404,
    );
  });

  it('moves a line to another cabinet style with skuPrefix', async () => {
    const token = await signIn();
    const cart = (await call('POST', '/carts', { productId: 101, quantity: 1 }, token)).body;
    const moved = (
      await call('POST', '/carts', { cartItemId: cart.items[0].cartItemId, skuPrefix: 'AW' }, token)
    ).body;
    expect(moved.items[0]).toMatchObject({
      sku: 'AW-B12',
      skuPrefix: 'AW',
      color: 'Atlanta White',
    });
  });

  it('switches cart to quote and back as docs/business-rules.md#cart-and-quotes describes', async () => {
    const token = await signIn();
    expect((await call('POST', '/carts/switch-to-quote', undefined, token)).status).toBe(400);
    await call('POST', '/carts', { productId: 1101, quantity: 3, poNumber: 'PO-77' }, token);
    const quote = (await call('POST', '/carts/switch-to-quote', undefined, token)).body;
    expect(quote.poNumber).toBe('PO-77');
    expect((await call('GET', '/carts', undefined, token)).body.items).toHaveLength(0);
    const quotes = (await call('GET', '/carts/all-quotes', undefined, token)).body;
    expect(quotes.map((q: { id: number }) => q.id)).toEqual([quote.id, 7001]);
    await call('POST', '/carts', { productId: 1001, quantity: 1 }, token);
    const cart = (await call('PUT', '/carts/switch-to-cart/7001', undefined, token)).body;
    expect(cart.poNumber).toBe('PO-1001');
    const after = (await call('GET', '/carts/all-quotes', undefined, token)).body;
    expect(after).toHaveLength(2);
    expect(after.some((q: { id: number }) => q.id === 7001)).toBe(false);
  });

  it('deletes a quote when its last item goes', async () => {
    const token = await signIn();
    const q = (await call('GET', '/carts/7001', undefined, token)).body;
    for (const item of q.items.slice(0, -1))
      expect(
        (await call('DELETE', `/carts/7001/items/${item.cartItemId}`, undefined, token)).status,
      ).toBe(200);
    const last = await call(
      'DELETE',
      `/carts/7001/items/${q.items.at(-1).cartItemId}`,
      undefined,
      token,
    );
    expect(last.body.items).toEqual([]);
    expect((await call('GET', '/carts/7001', undefined, token)).status).toBe(404);
  });

  it('makes a real quote PDF showing lines and totals', async () => {
    const token = await signIn();
    const r = (await call('GET', '/carts/7001/pdf', undefined, token)).body;
    const bytes = Buffer.from(r.pdf, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const s of [
      'QUOTE PO-1001',
      'TPW-BER33',
      'TPW-WT33',
      'TPW-B12',
      'Subtotal',
      'Total',
      '$886.00',
    ])
      expect(text).toContain(s);
  });
});

describe('addresses, cards and checkout', () => {
  it('keeps exactly one primary address', async () => {
    const token = await signIn();
    const created = await call(
      'POST',
      '/address-books',
      {
        customerName: 'Dana Miller',
        companyName: 'Miller Kitchens',
        phoneNumber: '404-555-0142',
        addressLine1: '1 Mill St',
        city: 'Macon',
        state: 'GA',
        zipCode: '31201',
      },
      token,
    );
    expect(created.status).toBe(201);
    const list = (await call('GET', '/address-books/all', undefined, token)).body.addresses;
    expect(
      list
        .filter((a: { isPrimaryAddress: boolean }) => a.isPrimaryAddress)
        .map((a: { id: number }) => a.id),
    ).toEqual([created.body.id]);
    expect(
      (await call('DELETE', `/address-books/${created.body.id}`, undefined, token)).status,
    ).toBe(204);
    const left = (await call('GET', '/address-books/all', undefined, token)).body.addresses;
    expect(left.filter((a: { isPrimaryAddress: boolean }) => a.isPrimaryAddress)).toHaveLength(1);
    expect((await call('DELETE', '/address-books/999', undefined, token)).status).toBe(404);
  });

  const card = {
    cardNumber: '5555555555554444',
    expirationDate: '2030-02',
    cvv: '123',
    firstName: 'Dana',
    lastName: 'Miller',
    address: '1 Mill St',
    city: 'Macon',
    state: 'GA',
    zipCode: '31201',
  };

  it('saves a card masked with its brand, refuses declined and AMEX-prefixed cards', async () => {
    const token = await signIn();
    const saved = await call('POST', '/payments/save-payment-info', card, token);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      cardType: 'MasterCard',
      cardNumber: 'XXXX4444',
      expirationDate: '02/30',
    });
    const declined = await call(
      'POST',
      '/payments/save-payment-info',
      { ...card, cardNumber: '4000000000000002' },
      token,
    );
    expect(declined.body.error).toMatch(/declined/);
    const amex = await call(
      'POST',
      '/payments/save-payment-info',
      { ...card, cardNumber: '3700000000000002' },
      token,
    );
    expect(amex.body.error).toBe('AMEX cards are not accepted.');
    expect(
      (await call('GET', '/payments/get-payment-methods', undefined, token)).body,
    ).toHaveLength(2);
  });

  it('checks out, locks for a while, then reports the order completed and paid', async () => {
    const token = await signIn();
    const empty = await call('POST', '/orders/checkout', { poNumber: 'PO-1' }, token);
    expect(empty.body.error).toContain('Your cart is empty');
    await call('POST', '/carts', { productId: 104, quantity: 1 }, token);
    const bundle = await call('POST', '/orders/checkout', { paymentProfileId: '900001' }, token);
    expect(bundle.body.error).toMatch(/^The wooden table cannot be sold separately/);
    await call('POST', '/carts', { productId: 102, quantity: 1 }, token);
    const placed = await call(
      'POST',
      '/orders/checkout',
      { ...card, discountCode: 'DEALER10', poNumber: 'PO-5' },
      token,
    );
    expect(placed.status).toBe(201);
    // The answer carries what the confirmation shows; the lock names the same order.
    const confirmation = {
      orderId: placed.body.orderId,
      salesOrderNumber: placed.body.salesOrderNumber,
      createdAt: new Date(now).toISOString(),
      poNumber: 'PO-5',
      finalAmount: expect.any(Number),
    };
    expect(placed.body).toEqual({ message: 'Order placed successfully.', ...confirmation });
    expect(placed.body.finalAmount).toBeGreaterThan(0);
    expect((await call('GET', '/orders/check-lock-status', undefined, token)).body).toEqual({
      locked: true,
      orderCompleted: false,
      message: 'Your order is being processed.',
      order: { ...confirmation, finalAmount: placed.body.finalAmount },
    });
    expect((await call('GET', '/carts', undefined, token)).body.items).toEqual([]);
    tick(350);
    expect((await call('GET', '/orders/check-lock-status', undefined, token)).body).toMatchObject({
      locked: false,
      orderCompleted: true,
      order: { ...confirmation, finalAmount: placed.body.finalAmount },
    });
    const orders = (await call('GET', '/orders', undefined, token)).body;
    expect(orders.orders[0]).toMatchObject({
      id: placed.body.orderId,
      status: 'PAID',
      poNumber: 'PO-5',
    });
    expect(orders.orders[0].discountAmount).toBeGreaterThan(0);
    expect(orders.orders[0].finalAmount).toBe(placed.body.finalAmount);
    const invoice = (await call('GET', `/orders/${placed.body.orderId}/download`, undefined, token))
      .body;
    expect(pdfText(Buffer.from(invoice.pdf, 'base64'))).toContain('TPW-BER33');
    // Past the completed window the lock names no order any more.
    tick(120_000);
    const later = await signIn();
    expect((await call('GET', '/orders/check-lock-status', undefined, later)).body).toEqual({
      locked: false,
      orderCompleted: false,
      message: 'No order is being processed.',
      order: null,
    });
  });

  it('pages at least 12 seeded orders covering every status', async () => {
    const token = await signIn();
    const p1 = (await call('GET', '/orders?page=1', undefined, token)).body;
    const p2 = (await call('GET', '/orders?page=2', undefined, token)).body;
    expect(p1.totalPages).toBeGreaterThan(1);
    const all = [...p1.orders, ...p2.orders];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((o: { status: string }) => o.status))).toEqual(
      new Set(['AWAITING_PAYMENT', 'PAID', 'TRANSACTION_PENDING', 'CLOSED', 'PICKED']),
    );
  });
});

describe('test-only endpoints', () => {
  it('sets maintenance until reset', async () => {
    await call('POST', '/__maintenance', {
      isMaintenance: true,
      maintenanceTitle: 'Down',
      maintenanceDescription: 'Soon',
    });
    expect((await call('GET', '/maintenance')).body).toEqual({
      isMaintenance: true,
      maintenanceTitle: 'Down',
      maintenanceDescription: 'Soon',
    });
    expect((await call('POST', '/__maintenance', { isMaintenance: 'yes' })).status).toBe(400);
    expect((await call('POST', '/__reset')).status).toBe(200);
    expect((await call('GET', '/maintenance')).body.isMaintenance).toBe(false);
  });
});
