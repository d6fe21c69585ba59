import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotalsCents, type PricingOptions } from './pricing';
import {
  availabilityText,
  cabinetItemCodes,
  compareStyles,
  currentStyle,
  type CompareLine,
  type StyleOffer,
  type StyleProduct,
} from './style-compare';

// Figures of the demo catalog: B12 only in TPW, TPG and AW; TPG-B15 out of stock; TSB-B18 4 in
// stock; Sapphire Blue costs 5 % more, Atlanta White 5 % less.
let nextId = 1;
const product = (sku: string, price: number, stock: number, over: Partial<StyleProduct> = {}) => ({
  itemCode: sku.slice(sku.indexOf('-') + 1),
  productId: nextId++,
  sku,
  price,
  stock,
  qtyRestrictions: 10,
  afmx: 1,
  isHingeable: !sku.includes('B18'),
  ...over,
});
const offer = (code: string, name: string, products: StyleProduct[]): StyleOffer => ({
  code,
  name,
  products,
});

const TPW = offer('TPW', 'Thielsen Pigeon White', [
  product('TPW-B12', 189, 25),
  product('TPW-B15', 205, 18),
  product('TPW-B18', 221, 14),
]);
const TPG = offer('TPG', 'Thielsen Pebble Gray', [
  product('TPG-B12', 189, 15),
  product('TPG-B15', 205, 0),
  product('TPG-B18', 221, 5),
  product('TPG-DB18', 318, 0, { isHingeable: false }),
]);
const TSB = offer('TSB', 'Thielsen Sapphire Blue', [
  product('TSB-B15', 215.25, 23),
  product('TSB-B18', 232.05, 4),
]);
const AW = offer('AW', 'Atlanta White', [
  product('AW-B12', 179.55, 14),
  product('AW-B15', 194.75, 22),
  product('AW-B18', 209.95, 23),
]);
const OFFERS = [TPW, TPG, TSB, AW];

let nextLine = 1;
/** A cart line of a product of an offer (or hardware when no offer is given). */
function lineOf(
  p: StyleProduct,
  quantity: number,
  isAssembled = false,
  skuPrefix: string | null = p.sku.split('-')[0]!,
): CompareLine {
  return {
    cartItemId: nextLine++,
    productId: p.productId,
    sku: p.sku,
    skuPrefix,
    price: p.price,
    quantity,
    afmx: p.afmx,
    isAssembled,
    isHingeable: p.isHingeable,
    hingeDirection: isAssembled && p.isHingeable ? 'LEFT' : null,
    stock: p.stock,
    qtyRestrictions: p.qtyRestrictions,
  };
}
const PULL = product('HW-PULL-128', 4.5, 500, { afmx: 0, isHingeable: false, qtyRestrictions: 99 });
const [B12, B15, B18] = TPW.products as [StyleProduct, StyleProduct, StyleProduct];

const kitchen = () => [
  lineOf(B12, 1, true),
  lineOf(B15, 2),
  lineOf(B18, 5, true),
  lineOf(PULL, 4, false, null),
];
const TAXED_10 = { isTaxable: true, discountPercent: 10 };
const row = (code: string, lines = kitchen(), options: PricingOptions = TAXED_10) =>
  compareStyles(lines, OFFERS, options).find((r) => r.code === code)!;

describe('compareStyles: worked examples (figures computed by hand)', () => {
  it('the current style keeps every line; totals as the cart summary computes them', () => {
    // subtotal 189 + 2 x 205 + 5 x 221 + 4 x 4.50 = 1722.00; assembly 20 x 1 + 20 x 5 = 120.00
    // discount 10 % of 1842.00 = 184.20; tax 6 % of (1722.00 - 172.20) = 92.99
    // total 1722.00 + 120.00 - 184.20 + 92.99 = 1750.79
    const r = row('TPW');
    expect(r.current).toBe(true);
    expect(r.totals).toEqual({
      cartItemCount: 12,
      subTotal: 172200,
      assemblyFee: 12000,
      discountedAmount: 18420,
      tax: 9299,
      totalPrice: 175079,
    });
    expect(r.leftOut).toEqual([]);
    expect(r.switching).toBe(0);
    expect(availabilityText(r)).toBe('All 4 lines');
  });

  it('a line out of stock in a style is left out of its totals and named', () => {
    // TPG-B15 has none: 189 + 5 x 221 + 18 = 1312.00; assembly 120.00; discount 143.20;
    // tax 6 % of (1312.00 - 131.20) = 70.85; total 1359.65
    const r = row('TPG');
    expect(r.current).toBe(false);
    expect(r.totals.subTotal).toBe(131200);
    expect(r.totals.assemblyFee).toBe(12000);
    expect(r.totals.discountedAmount).toBe(14320);
    expect(r.totals.tax).toBe(7085);
    expect(r.totals.totalPrice).toBe(135965);
    expect(r.leftOut).toEqual([
      expect.objectContaining({
        sku: 'TPW-B15',
        targetSku: 'TPG-B15',
        reason: 'OUT_OF_STOCK',
        label: 'Out of stock',
      }),
    ]);
    expect(r.switching).toBe(2);
    expect(availabilityText(r)).toBe('3 of 4 lines');
  });

  it('an item code the style does not make and a quantity above its stock', () => {
    // Only 2 x TSB-B15 at 215.25 and the pulls: 448.50; no assembly; discount 44.85;
    // tax 6 % of (448.50 - 44.85) = 24.22; total 427.87
    const r = row('TSB');
    expect(r.totals).toMatchObject({ subTotal: 44850, assemblyFee: 0, tax: 2422 });
    expect(r.totals.totalPrice).toBe(42787);
    expect(r.leftOut.map((l) => [l.sku, l.targetSku, l.reason, l.label])).toEqual([
      ['TPW-B12', 'TSB-B12', 'NOT_IN_STYLE', 'Not made in this style'],
      ['TPW-B18', 'TSB-B18', 'SHORT', 'Only 4 available'],
    ]);
    expect(availabilityText(r)).toBe('2 of 4 lines');
  });

  it('every line carrying over at the style price', () => {
    // 179.55 + 2 x 194.75 + 5 x 209.95 + 18 = 1636.80; assembly 120.00; discount 175.68;
    // tax 6 % of (1636.80 - 163.68) = 88.39; total 1669.51
    const r = row('AW');
    expect(r.totals.totalPrice).toBe(166951);
    expect(r.switching).toBe(3);
    expect(availabilityText(r)).toBe('All 4 lines');
  });

  it('lines of one product share its stock, in the order the switch sends them', () => {
    // TSB-B18 has 4: the first 3 move, the next 3 would make 6.
    const lines = [lineOf(B18, 3), lineOf(B18, 3, true)];
    const r = row('TSB', lines);
    expect(r.switching).toBe(1);
    expect(r.leftOut.map((l) => [l.cartItemId, l.label])).toEqual([
      [lines[1]!.cartItemId, 'Only 4 available'],
    ]);
    expect(r.totals.subTotal).toBe(3 * 23205);
  });

  it('a line already in the style counts as it is and is named when it cannot be ordered', () => {
    const [tpgB12, , , tpgDb18] = TPG.products as StyleProduct[];
    const lines = [lineOf(tpgB12!, 1), lineOf(tpgDb18!, 1)];
    const r = row('TPG', lines, { isTaxable: false });
    expect(r.current).toBe(true);
    expect(r.totals.subTotal).toBe(18900 + 31800);
    expect(r.leftOut).toEqual([]);
    expect(r.blocked).toEqual([
      { cartItemId: lines[1]!.cartItemId, sku: 'TPG-DB18', label: 'Out of stock' },
    ]);
    expect(availabilityText(r)).toBe('1 of 2 lines');
    // The other styles: DB18 is not made there; TPG-B12 changes.
    expect(row('AW', lines, { isTaxable: false }).leftOut.map((l) => l.sku)).toEqual(['TPG-DB18']);
  });

  it('a cart in several styles has no Current row; hardware is never left out', () => {
    const lines = [lineOf(B12, 1), lineOf(AW.products[1]!, 1), lineOf(PULL, 2, false, null)];
    expect(currentStyle(lines)).toBeNull();
    const rows = compareStyles(lines, OFFERS, { isTaxable: true });
    expect(rows.some((r) => r.current)).toBe(false);
    for (const r of rows) expect(r.leftOut.map((l) => l.sku)).not.toContain('HW-PULL-128');
    expect(cabinetItemCodes(lines)).toEqual(['B12', 'B15']);
    expect(currentStyle([lineOf(PULL, 1, false, null)])).toBeNull();
  });

  it('says one line in the singular', () => {
    expect(availabilityText({ available: 1, lineCount: 1 })).toBe('All 1 line');
    expect(availabilityText({ available: 0, lineCount: 1 })).toBe('0 of 1 line');
  });
});

const anyProduct = fc.constantFrom(...TPW.products, ...TPG.products, ...AW.products);
const anyLine = fc
  .record({
    p: anyProduct,
    quantity: fc.integer({ min: 1, max: 30 }),
    assembled: fc.boolean(),
    pull: fc.boolean(),
  })
  .map(({ p, quantity, assembled, pull }) =>
    pull ? lineOf(PULL, quantity, false, null) : lineOf(p, quantity, assembled),
  );
const anyOptions = fc.record({
  isTaxable: fc.boolean(),
  discountPercent: fc.constantFrom(0, 5, 10, 12.5, 15),
});

describe('compareStyles: properties', () => {
  it('the Current row is the cart summary to the cent, whatever the stock says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(TPW, TPG, AW),
        fc.array(anyLine, { minLength: 1, maxLength: 25 }),
        anyOptions,
        (style, raw, options) => {
          // Every cabinet line in the one style (quantities may exceed stock, as stale lines do).
          const lines = raw.map((l) => {
            if (l.skuPrefix === null) return l;
            const p = style.products.find((x) => x.itemCode === l.sku.split('-')[1]);
            return p ? lineOf(p, l.quantity, l.isAssembled) : lineOf(PULL, l.quantity, false, null);
          });
          const rows = compareStyles(lines, OFFERS, options);
          const current = rows.filter((r) => r.current);
          if (lines.every((l) => l.skuPrefix === null)) {
            expect(current).toEqual([]);
            return;
          }
          expect(current.map((r) => r.code)).toEqual([style.code]);
          expect(current[0]!.totals).toEqual(computeTotalsCents(lines, options));
          expect(current[0]!.leftOut).toEqual([]);
        },
      ),
    );
  });

  it('each line is counted or left out, never both; only cabinets of another style leave', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 25 }), anyOptions, (lines, opts) => {
        for (const r of compareStyles(lines, OFFERS, opts)) {
          const out = new Set(r.leftOut.map((l) => l.cartItemId));
          expect(out.size).toBe(r.leftOut.length);
          expect(r.available + r.blocked.length + out.size).toBe(lines.length);
          for (const l of lines.filter((x) => out.has(x.cartItemId)))
            expect(l.skuPrefix !== null && l.skuPrefix !== r.code).toBe(true);
          const kept = lines.filter((l) => !out.has(l.cartItemId));
          expect(r.totals.cartItemCount).toBe(kept.reduce((n, l) => n + l.quantity, 0));
        }
      }),
    );
  });
});
