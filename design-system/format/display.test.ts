import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMoney, prettifyStatus, toAmount } from './display';

describe('formatMoney', () => {
  it('shows 2 decimals and a dollar sign', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('19.999')).toBe('$20.00');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows nothing for a price that is not numeric', () => {
    expect(formatMoney('Call for price')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney('')).toBe('');
  });

  it('never throws and parses back to the rounded amount', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(typeof formatMoney(v)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const shown = formatMoney(cents / 100);
        expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(toAmount(shown.replace(/[$,]/g, ''))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});

// The formatters are written by hand for speed (see display.ts); Intl is the reference they match.
const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

describe('formatMoney matches Intl', () => {
  const reference = (n: number) => {
    const rounded = Math.round(n * 100) / 100;
    return intlUsd.format(Object.is(rounded, -0) ? 0 : rounded);
  };

  it('for every amount in whole cents', () => {
    for (const n of [
      0.01, 0.1, 0.99, 1, 9.99, 999.99, 1000, 99999.5, 1e6, 1234567.89, -0.01, -1000.5,
    ]) {
      expect(formatMoney(n)).toBe(reference(n));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(reference(cents / 100));
      }),
    );
  });

  it('for amounts that need rounding, and for numeric strings', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        expect(formatMoney(n)).toBe(reference(n));
        expect(formatMoney(String(n))).toBe(reference(n));
      }),
    );
  });

  it('for amounts past the cents a float can hold', () => {
    for (const n of [2 ** 53, 1e17, 1.2345e20, -9.87e21])
      expect(formatMoney(n)).toBe(intlUsd.format(n));
  });
});

describe('first draw', () => {
  it('formats prices and dates without building an Intl formatter', async () => {
    // A copy of the module of its own (the query makes it one), with nothing made on an earlier
    // call: the suite shares one module realm, so this file's module may have been used already.
    const copy = './display?first-draw';
    const fresh = (await import(/* @vite-ignore */ copy)) as typeof import('./display');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    expect(fresh.formatMoney(1234.5)).toBe('$1,234.50');
    expect(fresh.formatDate('2026-11-20T12:00:00Z')).toMatch(/^Nov 2\d, 2026$/);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
  });
});

describe('formatDate', () => {
  it("shows the short US date in the viewer's time zone", () => {
    const noon = new Date(2026, 10, 20, 12).toISOString();
    expect(formatDate(noon)).toBe('Nov 20, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('matches Intl for every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(-1e14), max: new Date(2e14), noInvalidDate: true }),
        (d) => {
          expect(formatDate(d.toISOString())).toBe(intlDate.format(d));
        },
      ),
    );
  });
});

describe('prettifyStatus', () => {
  it('turns API statuses into labels', () => {
    expect(prettifyStatus('AWAITING_PAYMENT')).toBe('Awaiting Payment');
    expect(prettifyStatus('TRANSACTION_PENDING')).toBe('Transaction Pending');
    expect(prettifyStatus('PAID')).toBe('Paid');
    expect(prettifyStatus('')).toBe('');
  });

  it('never throws and keeps the letters of the status', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = prettifyStatus(s);
        expect(out.replace(/\s/g, '').toLowerCase()).toBe(s.replace(/[_\s-]/g, '').toLowerCase());
      }),
    );
  });
});
