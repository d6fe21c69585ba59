import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout';
import { emptyCheckout, type CheckoutValues } from './checkout-values';

const newCard = (over: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...emptyCheckout,
  addNew: true,
  cardNumber: '4111111111111111',
  expirationDate: '12/30',
  cvv: '123',
  firstName: 'Dana',
  lastName: 'Miller',
  addressLine1: '12 Peachtree St',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  ...over,
});
/** The first message for `field`, as react-hook-form would show it. */
function msg(values: CheckoutValues, field: keyof CheckoutValues): string | null {
  const result = checkoutSchema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message ?? null;
}

describe('checkout form rules', () => {
  it('accepts a complete new card', () => {
    expect(checkoutSchema.safeParse(newCard()).success).toBe(true);
  });

  it('checks nothing for a saved method, even with stale card text', () => {
    expect(
      checkoutSchema.safeParse({ ...emptyCheckout, paymentProfileId: '900001', cardNumber: '1' })
        .success,
    ).toBe(true);
  });

  it('card number: exactly 16 digits, AMEX and Discover refused', () => {
    expect(msg(newCard({ cardNumber: '' }), 'cardNumber')).toBe(
      'Card Number must be exactly 16 digits.',
    );
    expect(msg(newCard({ cardNumber: '411111111111111' }), 'cardNumber')).toBe(
      'Card Number must be exactly 16 digits.',
    );
    expect(msg(newCard({ cardNumber: '371234567890123' }), 'cardNumber')).toBe(
      'AMEX cards are not accepted.',
    );
    for (const n of [
      '6011000000000004',
      '6500000000000002',
      '6445000000000000',
      '6221260000000000',
    ])
      expect(msg(newCard({ cardNumber: n }), 'cardNumber')).toBe(
        'Discover cards are not accepted.',
      );
    expect(msg(newCard({ cardNumber: '6229260000000000' }), 'cardNumber')).toBeNull();
    expect(msg(newCard({ cardNumber: '5555555555554444' }), 'cardNumber')).toBeNull();
  });

  it('expiry MM/YY with month 01-12, CVV exactly 3 digits (checkout wording)', () => {
    for (const bad of ['', '1230', '13/30', '00/30', '1/30'])
      expect(msg(newCard({ expirationDate: bad }), 'expirationDate')).toBe(
        'Expiration date must be MM/YY format.',
      );
    expect(msg(newCard({ expirationDate: '01/27' }), 'expirationDate')).toBeNull();
    for (const bad of ['', '12', '1234', 'abc'])
      expect(msg(newCard({ cvv: bad }), 'cvv')).toBe('CVV must be exactly 3 digits.');
  });

  it('typed billing fields are required with their own messages; line 2 is optional', () => {
    const blank = newCard({
      firstName: ' ',
      lastName: '',
      addressLine1: '',
      city: '',
      state: '',
      zipCode: '',
    });
    expect(msg(blank, 'firstName')).toBe('First name is required.');
    expect(msg(blank, 'lastName')).toBe('Last name is required.');
    expect(msg(blank, 'addressLine1')).toBe('Address Line 1 is required.');
    expect(msg(blank, 'city')).toBe('City is required.');
    expect(msg(blank, 'state')).toBe('State is required.');
    expect(msg(blank, 'zipCode')).toBe(
      'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
    );
    expect(msg(blank, 'addressLine2')).toBeNull();
    expect(msg(newCard({ zipCode: '30303-1234' }), 'zipCode')).toBeNull();
    expect(msg(newCard({ firstName: 'x'.repeat(21) }), 'firstName')).toBe(
      'Must be at most 20 characters.',
    );
  });

  it('billing filled from a saved address is not checked', () => {
    expect(
      checkoutSchema.safeParse(newCard({ addressId: '3001', firstName: '', zipCode: '' })).success,
    ).toBe(true);
  });
});
