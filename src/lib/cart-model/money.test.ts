import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundDollars, toCents, toDollars } from './money';

describe('toCents', () => {
  it('rounds half away from zero in decimal, not binary', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(1000.005)).toBe(100001);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(5.551115123125783e-17)).toBe(0);
    expect(toCents(412)).toBe(41200);
    expect(toCents(Number.NaN)).toBe(0);
  });

  it('round-trips every amount with up to 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
        expect(toCents(Number((cents / 100).toFixed(2)))).toBe(cents);
      }),
    );
  });

  it('roundDollars keeps 2 decimals', () => {
    expect(roundDollars(22.842)).toBe(22.84);
    expect(roundDollars(-0.004)).toBe(0);
    expect(Object.is(toDollars(-0), 0)).toBe(true);
  });
});
