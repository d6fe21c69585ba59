import { describe, expect, it } from 'vitest';
import { computeTotals, round2 } from './pricing';

const line = (price: number, quantity: number, afmx = 0, isAssembled = false) => ({
  price,
  quantity,
  afmx,
  isAssembled,
});

describe('round2', () => {
  it('rounds half away from zero in decimal, not binary', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(1000.005)).toBe(1000.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(5.551115123125783e-17)).toBe(0);
  });
});

describe('computeTotals (docs/business-rules.md#pricing)', () => {
  it('is all zero for no lines', () => {
    expect(computeTotals([], true, 10)).toEqual({
      cartItemCount: 0,
      subTotal: 0,
      assemblyFee: 0,
      discountedAmount: 0,
      tax: 0,
      totalPrice: 0,
    });
  });

  it('charges $20 x afmx x quantity only for assembled lines with afmx above 0', () => {
    const t = computeTotals(
      [line(412, 2, 2, true), line(189, 3, 1, false), line(24, 1, -1, true), line(96, 1, 0, true)],
      false,
    );
    expect(t.assemblyFee).toBe(80);
    expect(t.subTotal).toBe(412 * 2 + 189 * 3 + 24 + 96);
    expect(t.tax).toBe(0);
    expect(t.totalPrice).toBe(t.subTotal + 80);
    expect(t.cartItemCount).toBe(7);
  });

  it('taxes 6 % of the subtotal (not the assembly fee) when taxable', () => {
    const t = computeTotals([line(189, 2, 1, true), line(4.5, 10)], true);
    expect(t).toMatchObject({ subTotal: 423, assemblyFee: 40, tax: 25.38, totalPrice: 488.38 });
  });

  it('discounts rate % of subtotal + assembly and taxes the items after their discount', () => {
    const t = computeTotals([line(189, 2, 1, true), line(4.5, 10)], true, 10);
    // discount 10 % of 463 = 46.30; tax 6 % of (423 - 42.30) = 22.842 -> 22.84
    expect(t).toMatchObject({ discountedAmount: 46.3, tax: 22.84, totalPrice: 439.54 });
  });

  it('rounds every amount to cents and keeps the total consistent with the rounded parts', () => {
    const t = computeTotals([line(3.25, 7), line(18.9, 3, 0)], true, 10);
    for (const v of Object.values(t)) expect(Math.round(v * 100) / 100).toBe(v);
    expect(t.totalPrice).toBe(round2(t.subTotal + t.assemblyFee - t.discountedAmount + t.tax));
  });

  it('clamps a rate outside 0..100', () => {
    expect(computeTotals([line(10, 1)], false, 150).totalPrice).toBe(0);
    expect(computeTotals([line(10, 1)], false, -5).totalPrice).toBe(10);
  });
});
