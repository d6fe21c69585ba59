import { describe, expect, it } from 'vitest';
import {
  detectCardBrand as detectBrand,
  refusedBrandMessage as rejectedBrandMessage,
} from '../../src/lib/card-brand';
import { isExpired, luhnOk, maskCard, toDisplayExpiry } from './cards';

describe('card brands', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['378282246310005', 'AmericanExpress'],
    ['6011111111111117', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['6449000000000000', 'Discover'],
    ['30569309025904', 'Diners'],
    ['3530111333300000', 'JCB'],
    ['9999999999999999', 'Unknown'],
  ])('%s is %s', (n, brand) => expect(detectBrand(n)).toBe(brand));

  it('refuses American Express and Discover with the storefront wording', () => {
    expect(rejectedBrandMessage('AmericanExpress')).toBe('AMEX cards are not accepted.');
    expect(rejectedBrandMessage('Discover')).toBe('Discover cards are not accepted.');
    expect(rejectedBrandMessage('Visa')).toBeNull();
  });
});

describe('card helpers', () => {
  it('masks all but the last four digits', () =>
    expect(maskCard('4111 1111 1111 1111')).toBe('XXXX1111'));
  it('turns YYYY-MM into MM/YY', () => {
    expect(toDisplayExpiry('2029-04')).toBe('04/29');
    expect(toDisplayExpiry('2029-13')).toBeNull();
  });
  it('treats a card as valid through its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(isExpired('2026-11', now)).toBe(false);
    expect(isExpired('2026-10', now)).toBe(true);
    expect(isExpired('2025-12', now)).toBe(true);
  });
  it('accepts the demo cards by Luhn and rejects a typo', () => {
    expect(luhnOk('4111111111111111')).toBe(true);
    expect(luhnOk('4000000000000002')).toBe(true);
    expect(luhnOk('4111111111111112')).toBe(false);
  });
});
