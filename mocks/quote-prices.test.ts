// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../src/lib/cart-model';
import { mockHarness } from './lib/harness';

// docs/business-rules.md#quote-prices: whatever prices a quote holds and however old it is, a
// valid quote's prices reach the order to the cent, and an expired quote never carries them.

const { call, signIn } = mockHarness();
const SKUS = ['TPW-BER33', 'TPW-WT33', 'TPW-B12'] as const;
const TODAY = { 'TPW-BER33': 412, 'TPW-WT33': 96, 'TPW-B12': 189 };

type Line = { sku: string; price: number; quantity: number; isAssembled: boolean; afmx: number };

describe('a quote’s prices on the way to the order', () => {
  it('a valid quote is ordered at its prices, an expired one at today’s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...SKUS.map(() => fc.integer({ min: 1, max: 99_999 }))),
        fc.integer({ min: 0, max: 60 }),
        async (cents, days) => {
          const dealer = (await call('POST', '/__dealers', {})).body;
          await signIn(dealer.email, dealer.password);
          const prices = Object.fromEntries(SKUS.map((sku, i) => [sku, cents[i]!]));
          const quoteId = dealer.seed.quote;
          expect((await call('POST', '/__quote', { quoteId, days, prices })).status).toBe(200);
          const moved = await call('PUT', `/carts/switch-to-cart/${quoteId}`);
          expect(moved.status).toBe(200);
          const valid = days <= 30;
          // Each line says it holds the quote's price while valid; an expired quote's hold none.
          for (const l of moved.body.items as { quotePrice?: string }[])
            expect(l.quotePrice ?? null).toBe(valid ? 'HELD' : null);
          expect(moved.body.quote ?? null).toEqual(valid ? expect.anything() : null);
          const unit = (sku: (typeof SKUS)[number]) => (valid ? prices[sku]! / 100 : TODAY[sku]);
          const lines = (moved.body.items as Line[]).map((l) => ({
            ...l,
            price: unit(l.sku as 'TPW-B12'),
          }));
          const expected = computeTotals(lines, { isTaxable: true });
          const placed = await call('POST', '/orders/checkout', {
            paymentProfileId: dealer.seed.paymentProfileId,
          });
          expect(placed.status).toBe(201);
          expect(placed.body.finalAmount).toBe(expected.totalPrice);
          const orders = (await call('GET', '/orders?page=1')).body.orders;
          const order = orders.find((o: { id: number }) => o.id === placed.body.orderId);
          for (const item of order.OrderItems as { sku: string; unitPrice: number }[])
            expect(item.unitPrice).toBe(unit(item.sku as 'TPW-B12'));
          expect(moved.body.priceChanges.length > 0).toBe(
            !valid && SKUS.some((sku) => prices[sku] !== TODAY[sku] * 100),
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
