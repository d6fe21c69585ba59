// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './lib/pdf-text';
import { startMock } from './lib/test-server';

// Staff acting as a dealer (docs/business-rules.md#staff-acting-as-a-dealer): the session carries
// the dealer and the staff member; what is changed meanwhile is recorded with the staff member.

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

async function signIn(email: string, password: string) {
  const r = await mock.call('POST', '/accounts/login', { email, password });
  expect(r.status).toBe(200);
  return r.body as { accessToken: string; refreshToken: string; role: string };
}

async function freshDealer() {
  return (await mock.call('POST', '/__dealers', {})).body as {
    id: string;
    email: string;
    password: string;
    seed: { paymentProfileId: string; addresses: [number, number] };
  };
}

async function actAs(dealerId: string) {
  const staff = await signIn('staff@example.com', 'Staff#2026');
  const r = await mock.call(
    'POST',
    '/staff/acting',
    { accountId: dealerId },
    { token: staff.accessToken },
  );
  expect(r.status).toBe(200);
  return { staffToken: staff.accessToken, acting: r.body };
}

describe('staff acting as a dealer', () => {
  it('sign-in tells staff from dealers; staff not acting have no dealer data', async () => {
    expect((await signIn('dealer@example.com', 'Dealer#2026')).role).toBe('dealer');
    const staff = await signIn('staff@example.com', 'Staff#2026');
    expect(staff.role).toBe('staff');
    const token = staff.accessToken;
    expect((await mock.call('GET', '/accounts/me', undefined, { token })).body.email).toBe(
      'staff@example.com',
    );
    const cart = await mock.call('GET', '/carts', undefined, { token });
    expect(cart).toMatchObject({ status: 403, body: { error: 'Please act as a dealer first.' } });
    // The catalog still opens, as for a visitor: prices are a dealer's.
    const products = await mock.call('GET', '/products?itemClass=Hardware', undefined, { token });
    expect(products.status).toBe(200);
  });

  it('lists active dealers by e-mail or company, never staff or unapproved accounts', async () => {
    const { accessToken: token } = await signIn('staff@example.com', 'Staff#2026');
    const all = await mock.call('GET', '/staff/dealers', undefined, { token });
    const emails = all.body.dealers.map((d: { email: string }) => d.email);
    expect(emails).toContain('dealer@example.com');
    expect(emails).not.toContain('staff@example.com');
    expect(emails).not.toContain('pending@example.com');
    const byCompany = await mock.call('GET', '/staff/dealers?search=MILLER%20kit', undefined, {
      token,
    });
    expect(byCompany.body.dealers[0]).toMatchObject({ companyName: 'Miller Kitchens' });
    const none = await mock.call('GET', '/staff/dealers?search=nobody-here', undefined, { token });
    expect(none.body).toEqual({ dealers: [], currentPage: 1, totalPages: 0, totalItems: 0 });
  });

  it('records the staff member on orders, quotes and address changes; stop ends the acting session', async () => {
    const dealer = await freshDealer();
    const { staffToken, acting } = await actAs(dealer.id);
    expect(acting).toMatchObject({
      isImpersonated: true,
      impersonatedEmail: dealer.email,
      staffEmail: 'staff@example.com',
    });
    // The staff session the call came with has ended: one session at a time.
    expect((await mock.call('GET', '/accounts/me', undefined, { token: staffToken })).status).toBe(
      401,
    );
    const token = acting.accessToken as string;
    expect((await mock.call('GET', '/accounts/me', undefined, { token })).body.email).toBe(
      dealer.email,
    );
    expect(
      (await mock.call('POST', '/carts', { productId: 101, quantity: 1 }, { token })).status,
    ).toBe(200);
    expect(
      (await mock.call('POST', '/carts/switch-to-quote', { poNumber: 'PO-STAFF' }, { token }))
        .status,
    ).toBeLessThan(300);
    expect(
      (await mock.call('POST', '/carts', { productId: 101, quantity: 2 }, { token })).status,
    ).toBe(200);
    const address = await mock.call(
      'PUT',
      '/address-books',
      {
        id: dealer.seed.addresses[1],
        customerName: 'Dana Miller',
        companyName: 'Miller Kitchens',
        phoneNumber: '912-555-0187',
        addressLine1: '22 Bay St',
        city: 'Macon',
        state: 'GA',
        zipCode: '31201',
      },
      { token },
    );
    expect(address.status).toBe(200);
    const placed = await mock.call(
      'POST',
      '/orders/checkout',
      { paymentProfileId: dealer.seed.paymentProfileId },
      { token },
    );
    expect(placed.status).toBe(201);
    const orders = await mock.call('GET', '/orders?page=1', undefined, { token });
    expect(orders.body.orders[0].placedBy).toEqual({
      staffEmail: 'staff@example.com',
      dealerCompany: 'Miller Kitchens',
    });
    // The dealer's own orders name nobody.
    expect(orders.body.orders[1].placedBy ?? null).toBeNull();
    const invoice = await mock.call('GET', `/orders/${placed.body.orderId}/download`, undefined, {
      token,
    });
    expect(pdfText(Buffer.from(invoice.body.pdf, 'base64'))).toContain(
      'Placed by staff@example.com for Miller Kitchens',
    );
    const log = mock.world.state.actingLog.filter((r) => r.dealerEmail === dealer.email);
    expect(log.map((r) => r.operation)).toEqual([
      'updateCart',
      'switchToQuote',
      'updateCart',
      'updateAddress',
      'checkout',
    ]);
    expect(log.every((r) => r.staffEmail === 'staff@example.com')).toBe(true);

    const stopped = await mock.call('POST', '/staff/acting/stop', undefined, { token });
    expect(stopped.body).toMatchObject({ isImpersonated: false, impersonatedEmail: null });
    expect((await mock.call('GET', '/carts', undefined, { token })).status).toBe(401);
    const back = await mock.call('GET', '/accounts/me', undefined, {
      token: stopped.body.accessToken,
    });
    expect(back.body.email).toBe('staff@example.com');
  });

  it('a refused change leaves no record', async () => {
    const dealer = await freshDealer();
    const { acting } = await actAs(dealer.id);
    const before = mock.world.state.actingLog.length;
    const r = await mock.call('DELETE', '/address-books/1', undefined, {
      token: acting.accessToken,
    });
    expect(r.status).toBe(404);
    expect(mock.world.state.actingLog).toHaveLength(before);
  });
});
