import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, computeTotalsCents, type PricedLine } from './pricing';

const line = (price: number, quantity: number, afmx = 0, isAssembled = false): PricedLine => ({
  price,
  quantity,
  afmx,
  isAssembled,
});

// Seed quote 7001: TPW-BER33 $412.00 assembled (afmx 2), TPW-WT33 $96.00 (afmx 0),
// 2 x TPW-B12 $189.00 assembled (afmx 1, hinge LEFT); taxable.
const QUOTE_7001 = [line(412, 1, 2, true), line(96, 1, 0, false), line(189, 2, 1, true)];

describe('computeTotals: worked examples (figures computed by hand)', () => {
  it('prices the seed quote 7001', () => {
    // subtotal = 412 + 96 + 2 x 189 = 886.00
    // assembly = 20 x 2 x 1 + 20 x 1 x 2 = 80.00
    // tax = 6 % of 886.00 = 53.16
    // total = 886.00 + 80.00 - 0 + 53.16 = 1019.16
    expect(computeTotals(QUOTE_7001, { isTaxable: true })).toEqual({
      cartItemCount: 4,
      subTotal: 886,
      assemblyFee: 80,
      discountedAmount: 0,
      tax: 53.16,
      totalPrice: 1019.16,
    });
  });

  it('prices the seed quote 7001 with a 10 % code', () => {
    // discount = 10 % of (886.00 + 80.00) = 96.60
    // tax = 6 % of (886.00 - 88.60) = 6 % of 797.40 = 47.844 -> 47.84
    // total = 886.00 + 80.00 - 96.60 + 47.84 = 917.24
    expect(computeTotals(QUOTE_7001, { isTaxable: true, discountPercent: 10 })).toMatchObject({
      discountedAmount: 96.6,
      tax: 47.84,
      totalPrice: 917.24,
    });
  });

  it('charges $20 x afmx x quantity only for assembled lines with afmx above 0', () => {
    // 412 x 2 assembled afmx 2 -> 20 x 2 x 2 = 80; the others charge nothing.
    const t = computeTotals(
      [line(412, 2, 2, true), line(189, 3, 1, false), line(24, 1, -1, true), line(96, 1, 0, true)],
      { isTaxable: false },
    );
    expect(t).toEqual({
      cartItemCount: 7,
      subTotal: 1511, // 824 + 567 + 24 + 96
      assemblyFee: 80,
      discountedAmount: 0,
      tax: 0,
      totalPrice: 1591,
    });
  });

  it('rounds half away from zero at each step', () => {
    // subtotal = 3 x 0.35 = 1.05; discount 50 % of 1.05 = 0.525 -> 0.53;
    // tax = 6 % of (1.05 - 0.53) = 6 % of 0.52 = 0.0312 -> 0.03; total = 1.05 - 0.53 + 0.03 = 0.55
    expect(computeTotals([line(0.35, 3)], { isTaxable: true, discountPercent: 50 })).toMatchObject({
      subTotal: 1.05,
      discountedAmount: 0.53,
      tax: 0.03,
      totalPrice: 0.55,
    });
    // tax = 6 % of 4.75 = 0.285 -> 0.29 (a binary 0.285 would round down)
    expect(computeTotals([line(4.75, 1)], { isTaxable: true }).tax).toBe(0.29);
  });

  it('clamps a rate outside 0..100', () => {
    expect(
      computeTotals([line(10, 1)], { isTaxable: false, discountPercent: 150 }).totalPrice,
    ).toBe(0);
    expect(computeTotals([line(10, 1)], { isTaxable: false, discountPercent: -5 }).totalPrice).toBe(
      10,
    );
  });

  it('is all zero for no lines', () => {
    expect(computeTotalsCents([], { isTaxable: true, discountPercent: 10 })).toEqual({
      cartItemCount: 0,
      subTotal: 0,
      assemblyFee: 0,
      discountedAmount: 0,
      tax: 0,
      totalPrice: 0,
    });
  });
});

const arbLine = fc.record({
  price: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
  quantity: fc.integer({ min: 1, max: 99 }),
  afmx: fc.integer({ min: -1, max: 4 }),
  isAssembled: fc.boolean(),
});
const arbCart = fc.tuple(
  fc.array(arbLine, { maxLength: 40 }),
  fc.boolean(),
  fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  ),
);

describe('computeTotals: properties', () => {
  it('total = subtotal + assembly - discount + tax, to the cent', () => {
    fc.assert(
      fc.property(arbCart, ([lines, isTaxable, discountPercent]) => {
        const c = computeTotalsCents(lines, { isTaxable, discountPercent });
        for (const v of Object.values(c)) expect(Number.isInteger(v)).toBe(true);
        expect(c.totalPrice).toBe(c.subTotal + c.assemblyFee - c.discountedAmount + c.tax);
        const d = computeTotals(lines, { isTaxable, discountPercent });
        expect(Math.round(d.totalPrice * 100)).toBe(c.totalPrice);
        expect(Math.round((d.subTotal + d.assemblyFee - d.discountedAmount + d.tax) * 100)).toBe(
          Math.round(d.totalPrice * 100),
        );
      }),
    );
  });

  it('never goes negative', () => {
    fc.assert(
      fc.property(arbCart, ([lines, isTaxable, discountPercent]) => {
        for (const v of Object.values(computeTotalsCents(lines, { isTaxable, discountPercent })))
          expect(v).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('matches a straightforward float-and-round reference for whole-percent codes', () => {
    const r2 = (n: number) =>
      (Math.sign(n) * Math.round(Number(`${Math.abs(n).toFixed(6)}e2`))) / 100;
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 10 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (lines, isTaxable, rate) => {
          const sub = r2(lines.reduce((s, l) => s + l.price * l.quantity, 0));
          const asm = lines.reduce(
            (s, l) => (l.isAssembled && l.afmx > 0 ? s + 20 * l.afmx * l.quantity : s),
            0,
          );
          const disc = r2(((sub + asm) * rate) / 100);
          const tax = isTaxable ? r2((sub - r2((sub * rate) / 100)) * 0.06) : 0;
          const t = computeTotals(lines, { isTaxable, discountPercent: rate });
          expect(t.subTotal).toBe(sub);
          expect(t.assemblyFee).toBe(asm);
          expect(t.discountedAmount).toBe(disc);
          expect(t.tax).toBe(tax);
        },
      ),
    );
  });
});
