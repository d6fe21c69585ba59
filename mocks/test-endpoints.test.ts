// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockHarness } from './lib/harness';

// A still clock: two dealers made a moment apart have quotes saved at the same instant.
const { call } = mockHarness({ clock: () => Date.UTC(2026, 11, 1, 12) });

async function signIn(email: string, password: string) {
  return (await call('POST', '/accounts/login', { email, password })).body.accessToken as string;
}

/** Everything a dealer's seed holds, with ids replaced by their position so figures compare. */
async function dealerWorld(token: string) {
  const get = async (path: string) => (await call('GET', path, undefined, token)).body;
  const quotes = await get('/carts/all-quotes');
  const orders = [...(await get('/orders?page=1')).orders, ...(await get('/orders?page=2')).orders];
  return {
    me: await get('/accounts/me'),
    cart: await get('/carts'),
    quotes,
    quote: await get(`/carts/${quotes[0].id}`),
    addresses: (await get('/address-books/all')).addresses,
    payments: await get('/payments/get-payment-methods'),
    orders,
  };
}

const idsOf = (w: Awaited<ReturnType<typeof dealerWorld>>) => [
  w.cart.id,
  ...w.quotes.map((q: { id: number }) => q.id),
  ...w.quote.items.map((i: { cartItemId: number }) => i.cartItemId),
  ...w.addresses.map((a: { id: number }) => a.id),
  ...w.payments.map((p: { paymentProfileId: string }) => Number(p.paymentProfileId)),
  ...w.orders.map((o: { id: number }) => o.id),
];

const withoutIds = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, v) =>
      ['id', 'cartItemId', 'paymentProfileId', 'email', 'orderId'].includes(key) ? '*' : v,
    ),
  );

describe('POST /__dealers', () => {
  it('creates dealers with their own copy of the demo seed and ids no other dealer has', async () => {
    const demo = await dealerWorld(await signIn('dealer@example.com', 'Dealer#2026'));
    const a = await call('POST', '/__dealers');
    const b = await call('POST', '/__dealers', { kind: 'dealer' });
    expect(a.status).toBe(201);
    expect(a.body.email).not.toBe(b.body.email);
    const worldA = await dealerWorld(await signIn(a.body.email, a.body.password));
    const worldB = await dealerWorld(await signIn(b.body.email, b.body.password));

    expect(worldA.me.email).toBe(a.body.email);
    expect(worldA.orders).toHaveLength(14);
    expect(withoutIds(worldA)).toEqual(withoutIds(demo));
    expect(withoutIds(worldB)).toEqual(withoutIds(demo));
    const all = [...idsOf(demo), ...idsOf(worldA), ...idsOf(worldB)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('changes to one dealer leave the others alone', async () => {
    const a = await call('POST', '/__dealers');
    const token = await signIn(a.body.email, a.body.password);
    expect((await call('POST', '/carts', { productId: 101, quantity: 1 }, token)).status).toBe(200);
    const demo = await signIn('dealer@example.com', 'Dealer#2026');
    expect((await call('GET', '/carts', undefined, demo)).body.items).toEqual([]);
  });

  it('creates temporary-password and pending accounts like the demo ones', async () => {
    const temp = (await call('POST', '/__dealers', { kind: 'temporary' })).body;
    const login = await call('POST', '/accounts/login', temp);
    expect(login.body.challengeName).toBe('NEW_PASSWORD_REQUIRED');

    const pending = (await call('POST', '/__dealers', { kind: 'pending' })).body;
    expect(pending.password).toBeNull();
    expect((await call('GET', `/accounts/${pending.id}/email`)).body).toEqual({
      email: pending.email,
    });
    expect((await call('POST', '/__dealers', { kind: 'admin' })).status).toBe(400);
  });
});
