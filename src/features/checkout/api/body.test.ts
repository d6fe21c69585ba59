import { describe, expect, it } from 'vitest';
import { emptyCheckout, type CheckoutValues } from '../schemas/checkout-values';
import { billingFromAddress, buildCheckoutBody, joinLines, savePaymentBody } from './body';
import { buildAddress, buildPaymentMethod } from '../../../../tests/unit/builders';

const visa = buildPaymentMethod();
const typed: CheckoutValues = {
  ...emptyCheckout,
  addNew: true,
  cardNumber: '4111111111111111',
  expirationDate: '03/31',
  cvv: '123',
  firstName: ' Dana ',
  lastName: 'Miller',
  addressLine1: '12 Peachtree St',
  addressLine2: 'Suite 4',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303-1234',
};
/** The new card of `typed` as the API takes it: digits, YYYY-MM, trimmed, lines joined. */
const typedCard = {
  cardNumber: '4111111111111111',
  expirationDate: '2031-03',
  cvv: '123',
  firstName: 'Dana',
  lastName: 'Miller',
  address: '12 Peachtree St, Suite 4',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303-1234',
};
/** The cart line the order key is made for, sent as `items`. */
const line = { productId: 101, quantity: 2, isAssembled: true, hingeDirection: 'LEFT' as const };
const sent = [{ ...line }];
const ctx = {
  totalCents: 44068,
  poNumber: 'PO-7',
  discountCode: 'DEALER10',
  method: null,
  items: [line],
};

describe('checkout bodies (section 7 of docs/business-rules.md#checkout)', () => {
  it('zero total: PO number and the discount code only, whatever the form holds', () => {
    expect(buildCheckoutBody(typed, { ...ctx, totalCents: 0 })).toEqual({
      poNumber: 'PO-7',
      discountCode: 'DEALER10',
      items: sent,
    });
    expect(buildCheckoutBody(typed, { ...ctx, totalCents: 0, discountCode: null })).toEqual({
      poNumber: 'PO-7',
      items: sent,
    });
  });

  it('saved method: profile id and its billing address', () => {
    expect(
      buildCheckoutBody({ ...emptyCheckout, paymentProfileId: '900001' }, { ...ctx, method: visa }),
    ).toEqual({
      paymentProfileId: '900001',
      poNumber: 'PO-7',
      discountCode: 'DEALER10',
      ...visa.billingAddress,
      items: sent,
    });
  });

  it('new card: digits only, YYYY-MM, lines joined', () => {
    expect(buildCheckoutBody({ ...typed, cardNumber: '4111 1111 1111 1111' }, ctx)).toEqual({
      ...typedCard,
      poNumber: 'PO-7',
      discountCode: 'DEALER10',
      items: sent,
    });
  });

  it('a total above 0 with neither a method nor a new card has no body', () => {
    expect(buildCheckoutBody(emptyCheckout, ctx)).toBeNull();
  });

  it('Save for Next Time sends the same card as save-payment-info wants it', () => {
    const body = buildCheckoutBody(typed, ctx)!;
    expect(savePaymentBody(body)).toEqual(typedCard);
    expect(savePaymentBody({ poNumber: null })).toBeNull();
  });

  it('joins address lines and splits a saved address name', () => {
    expect(joinLines('1 Main', ' ')).toBe('1 Main');
    expect(
      billingFromAddress(
        buildAddress({
          id: 3002,
          customerName: 'Dana Lee Miller',
          addressLine1: '22 Bay St',
          city: 'Savannah',
          zipCode: '31401',
        }),
      ),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Lee Miller',
      addressLine1: '22 Bay St',
      addressLine2: '',
      city: 'Savannah',
      state: 'GA',
      zipCode: '31401',
    });
  });
});
