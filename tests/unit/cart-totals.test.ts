// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { mockHarness } from '../../mocks/lib/harness';
import { computeTotals } from '@/lib/cart-model';

// The figures the cart and quote screens compute from the lines (shared cart
// model, integer cents) equal the server's, for the seed quote and for random carts.
const { world, call, signIn } = mockHarness();
beforeAll(() => signIn());

type Figures = {
  isTaxable: boolean;
  items: { price: number; quantity: number; afmx: number; isAssembled: boolean }[];
  subTotal: number;
  tax: number;
  assemblyFee: number;
  totalPrice: number;
  discountedAmount?: number;
};

function expectSameFigures(answer: Figures, discountPercent = 0) {
  const client = computeTotals(answer.items, { isTaxable: answer.isTaxable, discountPercent });
  expect(client.subTotal).toBe(answer.subTotal);
  expect(client.tax).toBe(answer.tax);
  expect(client.assemblyFee).toBe(answer.assemblyFee);
  expect(client.totalPrice).toBe(answer.totalPrice);
  if (answer.discountedAmount !== undefined)
    expect(client.discountedAmount).toBe(answer.discountedAmount);
}

/** A small seeded generator so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('client totals equal the server', () => {
  it('for the seed quote', async () => {
    const quotes = (await call('GET', '/carts/all-quotes')).body as Figures[];
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expectSameFigures(q);
  });

  it('for 40 random carts, with and without the 10 % code', async () => {
    const stocked = world.catalog.all.filter((p) => p.stock > 0 && typeof p.price === 'number');
    for (let run = 0; run < 40; run++) {
      const next = rng(run + 1);
      await call('DELETE', '/carts');
      const lines = 1 + Math.floor(next() * 8);
      for (let i = 0; i < lines; i++) {
        const p = stocked[Math.floor(next() * stocked.length)]!;
        const r = await call('POST', '/carts', {
          productId: p.id,
          // Within stock and the maximum, so the add is accepted (docs/business-rules.md#availability).
          quantity: 1 + Math.floor(next() * Math.min(p.qtyRestrictions, p.stock)),
          isAssembled: next() < 0.5,
        });
        expect(r.status).toBe(200);
      }
      expectSameFigures((await call('GET', '/carts')).body as Figures);
      expectSameFigures((await call('GET', '/carts?discountCode=DEALER10')).body as Figures, 10);
    }
  });
});
