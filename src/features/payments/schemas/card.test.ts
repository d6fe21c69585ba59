import { describe, expect, it } from 'vitest';
import { buildPaymentMethod } from '../../../../tests/unit/builders';
import {
  editCardSchema,
  newCardSchema,
  toCardForm,
  toSavePayment,
  toUpdatePayment,
  type CardFormValues,
} from './card';
import { EMPTY_CARD } from '@/lib/card-values';

const valid: CardFormValues = {
  cardNumber: '4111111111111111',
  expirationDate: '04/29',
  cvv: '123',
  firstName: 'Dana',
  lastName: 'Miller',
  addressLine1: '100 Peachtree St NW',
  addressLine2: 'Suite 400',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
};

function message(
  over: Partial<CardFormValues>,
  field: keyof CardFormValues,
  schema = newCardSchema,
) {
  const result = schema.safeParse({ ...valid, ...over });
  if (result.success) return null;
  return result.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

describe('payment card (docs/business-rules.md#validation)', () => {
  it('accepts a 16-digit Visa with MM/YY and a 3-digit CVV', () => {
    expect(newCardSchema.safeParse(valid).success).toBe(true);
  });
  it('card number is exactly 16 digits', () => {
    expect(message({ cardNumber: '411111111111111' }, 'cardNumber')).toBe(
      'Card Number must be exactly 16 digits.',
    );
    expect(message({ cardNumber: '' }, 'cardNumber')).toBe(
      'Card Number must be exactly 16 digits.',
    );
  });
  it.each(['340000000000000', '371449635398431', '3714496353984312'])(
    'refuses American Express %s',
    (cardNumber) =>
      expect(message({ cardNumber }, 'cardNumber')).toBe('AMEX cards are not accepted.'),
  );
  it.each([
    '6011111111111117',
    '6500000000000002',
    '6440000000000000',
    '6490000000000000',
    '6221260000000000',
    '6229250000000000',
  ])('refuses Discover %s', (cardNumber) =>
    expect(message({ cardNumber }, 'cardNumber')).toBe('Discover cards are not accepted.'),
  );
  it('accepts the neighbours of the Discover ranges', () => {
    expect(message({ cardNumber: '6221250000000000' }, 'cardNumber')).toBeNull();
    expect(message({ cardNumber: '6229260000000000' }, 'cardNumber')).toBeNull();
    expect(message({ cardNumber: '6430000000000000' }, 'cardNumber')).toBeNull();
    expect(message({ cardNumber: '5555555555554444' }, 'cardNumber')).toBeNull();
  });
  it('expiry is MM/YY with month 01-12', () => {
    for (const bad of ['', '4/29', '13/29', '00/29', '0429', '04/2029'])
      expect(message({ expirationDate: bad }, 'expirationDate')).toBe(
        'Expiration Date must be in MM/YY format.',
      );
    expect(message({ expirationDate: '12/30' }, 'expirationDate')).toBeNull();
  });
  it('CVV is exactly 3 digits', () => {
    for (const bad of ['', '12', '1234', '12a'])
      expect(message({ cvv: bad }, 'cvv')).toBe('CVV must be exactly 3 digits.');
  });
  it('billing fields: names, line 1, city, state and zip required; line 2 optional', () => {
    const result = newCardSchema.safeParse({ ...EMPTY_CARD, ...{ cardNumber: valid.cardNumber } });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path[0], i.message]),
    );
    expect(byField).toMatchObject({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      addressLine1: 'Address Line 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
    });
    expect(byField).not.toHaveProperty('addressLine2');
  });
  it('editing checks neither card number nor CVV', () => {
    expect(editCardSchema.safeParse({ ...valid, cardNumber: '', cvv: '' }).success).toBe(true);
    expect(message({ expirationDate: '13/29' }, 'expirationDate', editCardSchema)).not.toBeNull();
  });
});

describe('card form -> API', () => {
  // `valid` is the saved card's billing address, typed into the form.
  const method = buildPaymentMethod();

  it('saves digits, a YYYY-MM expiry and the address lines joined by comma and space', () => {
    expect(toSavePayment(newCardSchema.parse(valid))).toEqual({
      cardNumber: '4111111111111111',
      expirationDate: '2029-04',
      cvv: '123',
      ...method.billingAddress,
    });
  });
  it('updates with the flattened fields and the profile id, never the number', () => {
    const form = toCardForm(method);
    expect(form).toMatchObject({ addressLine1: '100 Peachtree St NW', addressLine2: 'Suite 400' });
    const body = toUpdatePayment(
      method,
      editCardSchema.parse({ ...form, expirationDate: '01/31' }),
    );
    expect(body).toEqual({
      paymentProfileId: '900001',
      expirationDate: '2031-01',
      ...method.billingAddress,
    });
  });
});
