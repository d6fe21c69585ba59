// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mockHarness } from '../../mocks/lib/harness';
import { seedState } from '../../mocks/data/seed';
import { pdfText } from '../../mocks/lib/pdf-text';
import { formatLine, parseLines } from '@/features/quick-order/lib/parse-lines';
import { canAssemble, isWoodenTable, orderableLimit, type Hinge } from '@/lib/cart-model';

type HingeDirection = Hinge | null;

// Options never lost: random carts go paste -> cart -> Save as Quote -> quote PDF -> Move to
// Shopping Cart -> order -> Order Again, and every line keeps its SKU, quantity, assembly and
// hinge at every step (or the step names the line, which these in-stock carts never need).

let now = Date.UTC(2026, 10, 24, 9);
const { world, call, signIn } = mockHarness({ lockMs: 1, clock: () => now });

type Line = { sku: string; quantity: number; isAssembled: boolean; hinge: HingeDirection };
type ApiLine = {
  sku: string;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: HingeDirection;
};

// Wooden tables are left out: the bundle rule, not the options, decides whether they can be ordered.
const orderable = world.catalog.all.filter(
  (p) => typeof p.price === 'number' && p.price > 0 && orderableLimit(p) > 0 && !isWoodenTable(p),
);

/** A line the dealer may ask for: options only where the product offers them. */
const lineArb = fc
  .record({
    index: fc.nat(orderable.length - 1),
    quantity: fc.integer({ min: 1, max: 99 }),
    assembled: fc.boolean(),
    right: fc.boolean(),
  })
  .map(({ index, quantity, assembled, right }): Line => {
    const p = orderable[index]!;
    const isAssembled = assembled && canAssemble(p);
    return {
      sku: p.sku,
      quantity: 1 + (quantity % orderableLimit(p)),
      isAssembled,
      hinge: isAssembled && p.isHingeable ? (right ? 'RIGHT' : 'LEFT') : null,
    };
  });
const cartArb = fc.uniqueArray(lineArb, { minLength: 1, maxLength: 6, selector: (l) => l.sku });

const key = (l: Line) => `${l.sku} x${l.quantity} ${l.isAssembled ? 'A' : '-'} ${l.hinge ?? '-'}`;
const fromApi = (items: ApiLine[]) =>
  items.map((i) => key({ ...i, hinge: i.hingeDirection })).sort();

/** Rows of the quote PDF: from each SKU to its unit price, as one string. */
function pdfRows(text: string, skus: readonly string[]): string[] {
  const tokens = text.split('\n');
  return skus.map((sku) => {
    const start = tokens.indexOf(sku);
    const end = tokens.findIndex((t, i) => i > start && t.startsWith('$'));
    return start < 0 ? '' : tokens.slice(start, end).join(' ');
  });
}

/** One add per line with its choices, as the quick order and Order Again send them. */
async function addAll(lines: readonly (ApiLine & { productId: number })[]) {
  for (const l of lines) {
    const r = await call('POST', '/carts', {
      productId: l.productId,
      quantity: l.quantity,
      isAssembled: l.isAssembled,
      hingeDirection: l.hingeDirection,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}

async function signInFresh() {
  world.state = seedState(world.catalog.all);
  now += 60_000;
  await signIn();
}

describe('options never lost', () => {
  it('from a paste to Order Again', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async (lines) => {
        await signInFresh();
        const want = lines.map(key).sort();

        // Paste: the list as a dealer pastes it, read back by the quick order's parser.
        const parsed = parseLines(
          lines
            .map((l) =>
              formatLine({
                code: l.sku,
                quantity: l.quantity,
                assembled: l.isAssembled,
                hinge: l.hinge,
              }),
            )
            .join('\n'),
        );
        expect(parsed.refused).toEqual([]);
        const read = parsed.items.map((i): Line => ({
          sku: i.code,
          quantity: i.quantity,
          isAssembled: i.assembled ?? false,
          hinge: i.hinge,
        }));
        expect(read.map(key).sort()).toEqual(want);

        // Cart: the pasted lines added.
        await addAll(
          read.map((l) => ({
            ...l,
            productId: world.catalog.bySku.get(l.sku)!.id,
            hingeDirection: l.hinge,
          })),
        );
        expect(fromApi((await call('GET', '/carts')).body.items)).toEqual(want);

        // Save as Quote, and the quote's PDF.
        const quote = (await call('POST', '/carts/switch-to-quote')).body;
        expect(fromApi(quote.items)).toEqual(want);
        const pdf = (await call('GET', `/carts/${quote.id}/pdf`)).body;
        const rows = pdfRows(
          pdfText(Buffer.from(pdf.pdf, 'base64')),
          lines.map((l) => l.sku),
        );
        lines.forEach((l, i) => {
          const options = l.isAssembled ? `Assembled${l.hinge ? `, hinge ${l.hinge}` : ''}` : '';
          expect(rows[i]).toMatch(new RegExp(` ${l.quantity}$`));
          if (options) expect(rows[i]).toContain(options);
          else expect(rows[i]).not.toContain('Assembled');
        });

        // Move to Shopping Cart, then order it.
        const moved = await call('PUT', `/carts/switch-to-cart/${quote.id}`);
        expect(fromApi(moved.body.items)).toEqual(want);
        const placed = await call('POST', '/orders/checkout', {
          paymentProfileId: world.state.data['dealer@example.com']!.payments[0]!.paymentProfileId,
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        now += 10;
        const order = (await call('GET', '/orders')).body.orders[0];
        expect(order.id).toBe(placed.body.orderId);
        expect(fromApi(order.OrderItems)).toEqual(want);

        // Order Again: the order's lines added with their choices.
        await addAll(order.OrderItems);
        expect(fromApi((await call('GET', '/carts')).body.items)).toEqual(want);
      }),
      { numRuns: 25 },
    );
  });
});
