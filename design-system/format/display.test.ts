import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, prettifyStatus, toAmount } from './display';

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
