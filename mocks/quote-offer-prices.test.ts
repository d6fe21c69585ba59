// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../src/lib/cart-model';
import { mockHarness } from './lib/harness';

// docs/business-rules.md#quote-prices: whatever staff offer (a percentage off, or a price per
// line) and however long the dealer waits after accepting it, an Accepted quote still in its
// offer's date reaches the order at the offered prices to the cent, naming the quote; one past it
// is ordered at today's prices and never carries the offer.

const DAY_MS = 86_400_000;
let now = Date.UTC(2027, 0, 10, 12);
const { call, signIn } = mockHarness({ clock: () => now });
const TODAY = { 'TPW-BER33': 41200, 'TPW-WT33': 9600, 'TPW-B12': 18900 } as const;
type Sku = keyof typeof TODAY;
type Line = { sku: Sku; cartItemId: number; quantity: number; isAssembled: boolean; afmx: number };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const offerOf = fc.oneof(
  fc.record({ percentOff: fc.integer({ min: 1, max: 90 }) }),
  // Each line's offered price as a share of today's, in hundredths of a per cent (at least 1 cent).
  fc.record({
    shares: fc.tuple(...Object.keys(TODAY).map(() => fc.integer({ min: 1, max: 10_000 }))),
  }),
);

describe('an accepted offer on the way to the order', () => {
  it('is ordered at the offered prices through its date, at today’s after it', async () => {
    await fc.assert(
      fc.asyncProperty(
        offerOf,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 100 }),
        async (offer, offerDays, waited) => {
          const dealer = (await call('POST', '/__dealers', {})).body;
          await signIn(dealer.email, dealer.password);
          const quoteId = dealer.seed.quote;
          const lines = (await call('GET', `/carts/${quoteId}`)).body.items as Line[];
          const asked = await call('POST', `/carts/${quoteId}/pricing-request`, {
            message: 'A project price, please.',
          });
          expect(asked.status).toBe(200);

          // The offered unit price of each line (one per SKU), in cents, as staff's offer makes it.
          const offered = new Map<Sku, number>();
          const body: Record<string, unknown> = {
            validUntil: day(now + offerDays * DAY_MS),
            reply: 'Our best price.',
          };
          if ('percentOff' in offer) {
            body.percentOff = offer.percentOff;
            for (const l of lines)
              offered.set(l.sku, Math.round((TODAY[l.sku] * (100 - offer.percentOff)) / 100));
          } else {
            body.lines = lines.map((l, i) => {
              const cents = Math.max(1, Math.floor((TODAY[l.sku] * offer.shares[i]!) / 10_000));
              offered.set(l.sku, cents);
              return { cartItemId: l.cartItemId, price: cents / 100 };
            });
          }
          await signIn('staff@example.com', 'Staff#2026');
          const sent = await call('POST', `/staff/pricing-requests/${quoteId}/offer`, body);
          expect(sent.status).toBe(200);
          await signIn(dealer.email, dealer.password);
          expect((await call('POST', `/carts/${quoteId}/offer/accept`)).status).toBe(200);

          now += waited * DAY_MS;
          await signIn(dealer.email, dealer.password);
          const valid = waited <= offerDays;
          const quote = (await call('GET', `/carts/${quoteId}`)).body;
          expect(quote.status).toBe(valid ? 'ACCEPTED' : 'EXPIRED');
          const moved = await call('PUT', `/carts/switch-to-cart/${quoteId}`);
          expect(moved.status).toBe(200);
          const unit = (sku: Sku) => (valid ? offered.get(sku)! : TODAY[sku]);
          const cartLines = moved.body.items as (Line & { quotePrice?: string })[];
          for (const l of cartLines) expect(l.quotePrice ?? null).toBe(valid ? 'HELD' : null);
          const expected = computeTotals(
            cartLines.map((l) => ({ ...l, price: unit(l.sku) / 100 })),
            { isTaxable: true },
          );

          const placed = await call('POST', '/orders/checkout', {
            paymentProfileId: dealer.seed.paymentProfileId,
          });
          expect(placed.status).toBe(201);
          expect(placed.body.finalAmount).toBe(expected.totalPrice);
          const orders = (await call('GET', '/orders?page=1')).body.orders;
          const order = orders.find((o: { id: number }) => o.id === placed.body.orderId);
          for (const item of order.OrderItems as { sku: Sku; unitPrice: number }[])
            expect(Math.round(item.unitPrice * 100)).toBe(unit(item.sku));
          if (valid) expect(order.quote).toMatchObject({ id: quoteId });
          else expect(order.quote ?? null).toBeNull();
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
