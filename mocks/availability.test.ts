// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { seedState } from './data/seed';
import { mockHarness } from './lib/harness';

// The availability rule on every write of the mock (docs/business-rules.md#availability):
// TPW-SB36 has 7 in stock (max 10), TPG-DB18 none, TPW-B12 25 (max 10).

let now = Date.UTC(2026, 10, 24, 12);
const { world, call, signIn } = mockHarness({ accessTtl: 60, lockMs: 300, clock: () => now });
const DEALER = 'dealer@example.com';
const id = (sku: string) => world.catalog.bySku.get(sku)!.id;

beforeEach(async () => {
  world.state = seedState(world.catalog.all);
  now += 3_600_000;
  await signIn(DEALER);
});

const add = (sku: string, quantity: number, extra: object = {}) =>
  call('POST', '/carts', { productId: id(sku), quantity, ...extra });
const cart = async () => (await call('GET', '/carts')).body;
/** Lines the API never makes itself: stock that dropped after they were added. */
const staleLines = (lines: { sku: string; quantity: number }[], quoteId?: number) =>
  call('POST', '/__lines', { email: DEALER, lines, ...(quoteId ? { quoteId } : {}) });

describe('writes refuse what cannot be ordered, naming the line', () => {
  it('an add of an out-of-stock item', async () => {
    const r = await add('TPG-DB18', 1);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      error: 'TPG-DB18 is out of stock.',
      lines: [
        {
          sku: 'TPG-DB18',
          productId: id('TPG-DB18'),
          reason: 'OUT_OF_STOCK',
          limit: 0,
          message: 'TPG-DB18 is out of stock.',
        },
      ],
    });
    expect((await cart()).items).toEqual([]);
  });

  it('an add above stock, and above the maximum', async () => {
    expect((await add('TPW-SB36', 8)).body.error).toBe('Only 7 of TPW-SB36 available.');
    expect((await add('TPW-B12', 11)).body.error).toBe('Quantity for TPW-B12 cannot exceed 10.');
    expect((await cart()).items).toEqual([]);
  });

  it('counts a product over all its lines', async () => {
    expect((await add('TPW-SB36', 4, { isAssembled: true })).status).toBe(200);
    const r = await add('TPW-SB36', 4);
    expect(r.body.lines[0]).toMatchObject({ sku: 'TPW-SB36', reason: 'SHORT', limit: 7 });
    expect((await cart()).items.map((i: { quantity: number }) => i.quantity)).toEqual([4]);
  });

  it('a merge stops at the maximum (the client names the cap)', async () => {
    await add('TPW-B12', 10);
    const r = await add('TPW-B12', 10);
    expect(r.status).toBe(200);
    expect(r.body.items[0].quantity).toBe(10);
  });

  it('a quantity change above stock; lowering a short line is allowed', async () => {
    const line = (await add('TPW-SB36', 5)).body.items[0];
    const up = await call('POST', '/carts', { cartItemId: line.cartItemId, quantity: 9 });
    expect(up.body.lines[0]).toMatchObject({ cartItemId: line.cartItemId, reason: 'SHORT' });
    await staleLines([{ sku: 'TPW-SB36', quantity: 5 }]); // 10 in two lines, 7 in stock
    const down = await call('POST', '/carts', { cartItemId: line.cartItemId, quantity: 4 });
    expect(down.status).toBe(200);
  });

  it('a style change onto an out-of-stock or short item', async () => {
    const line = (await add('TPW-DB18', 1)).body.items[0];
    const r = await call('POST', '/carts', { cartItemId: line.cartItemId, skuPrefix: 'TPG' });
    expect(r.body).toMatchObject({ error: 'TPG-DB18 is out of stock.' });
    const sb = (await add('TPW-SB36', 6)).body.items[1];
    const s = await call('POST', '/carts', { cartItemId: sb.cartItemId, skuPrefix: 'TPG' });
    expect(s.body.error).toBe('Only 4 of TPG-SB36 available.');
    expect((await cart()).items.map((i: { sku: string }) => i.sku)).toEqual([
      'TPW-DB18',
      'TPW-SB36',
    ]);
  });

  it('a quote line edit', async () => {
    const quote = (await call('GET', '/carts/all-quotes')).body[0];
    const b12 = quote.items.find((i: { sku: string }) => i.sku === 'TPW-B12');
    const r = await call('POST', '/carts', {
      quoteId: quote.id,
      cartItemId: b12.cartItemId,
      quantity: 11,
    });
    expect(r.body.error).toBe('Quantity for TPW-B12 cannot exceed 10.');
  });
});

describe('lines that became short are shown, kept and refused at checkout', () => {
  it('carry the stock in the cart and in quotes, and move from a quote unchanged', async () => {
    const quote = (await call('GET', '/carts/all-quotes')).body[0];
    await staleLines([{ sku: 'TPW-SB36', quantity: 10 }], quote.id);
    const moved = await call('PUT', `/carts/switch-to-cart/${quote.id}`);
    expect(moved.status).toBe(200);
    const sb = moved.body.items.find((i: { sku: string }) => i.sku === 'TPW-SB36');
    expect(sb).toMatchObject({ quantity: 10, stock: 7 });
  });

  it('checkout names every blocked line and places nothing', async () => {
    await add('TPW-B12', 1);
    await staleLines([
      { sku: 'TPG-DB18', quantity: 1 },
      { sku: 'TPW-SB36', quantity: 10 },
    ]);
    const before = (await call('GET', '/orders')).body.orders.length;
    const r = await call('POST', '/orders/checkout', {
      paymentProfileId: world.state.data[DEALER]!.payments[0]!.paymentProfileId,
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(
      '2 lines cannot be ordered: TPG-DB18 is out of stock. Only 7 of TPW-SB36 available.',
    );
    expect(r.body.lines.map((l: { sku: string; reason: string }) => [l.sku, l.reason])).toEqual([
      ['TPG-DB18', 'OUT_OF_STOCK'],
      ['TPW-SB36', 'SHORT'],
    ]);
    expect((await call('GET', '/orders')).body.orders.length).toBe(before);
    expect((await cart()).items).toHaveLength(3);
  });
});
