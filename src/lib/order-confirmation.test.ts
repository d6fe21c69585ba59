import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetConfirmation,
  isOrderConfirmation,
  pickConfirmation,
  readConfirmation,
  storeConfirmation,
} from './order-confirmation';

const ORDER = {
  orderId: 8015,
  salesOrderNumber: 'SO-208015',
  createdAt: '2026-11-22T15:04:05.000Z',
  poNumber: null,
  finalAmount: 0,
};

afterEach(() => sessionStorage.clear());

describe('order confirmation', () => {
  it('accepts only a well-formed confirmation', () => {
    expect(isOrderConfirmation(ORDER)).toBe(true);
    expect(isOrderConfirmation({ ...ORDER, poNumber: 'PO-1' })).toBe(true);
    for (const bad of [
      null,
      'SO-1',
      { ...ORDER, orderId: 0 },
      { ...ORDER, orderId: '8015' },
      { ...ORDER, salesOrderNumber: 5 },
      { ...ORDER, poNumber: undefined },
      { ...ORDER, finalAmount: Number.NaN },
      { ...ORDER, finalAmount: '440.68' },
    ])
      expect(isOrderConfirmation(bad)).toBe(false);
  });

  it('keeps only its own fields from a larger answer', () => {
    expect(pickConfirmation({ ...ORDER, message: 'Order placed successfully.' } as never)).toEqual(
      ORDER,
    );
  });

  it('stores one confirmation per tab, found only by its id, gone when forgotten or cleared', () => {
    const first = storeConfirmation(ORDER)!;
    expect(readConfirmation(first)).toEqual({ order: ORDER });
    const second = storeConfirmation(null)!;
    expect(second).not.toBe(first);
    expect(readConfirmation(first)).toBeNull();
    expect(readConfirmation(second)).toEqual({ order: null });
    forgetConfirmation();
    expect(readConfirmation(second)).toBeNull();
    const third = storeConfirmation(ORDER)!;
    // Sign-out clears the storage (src/api/session.ts).
    sessionStorage.clear();
    expect(readConfirmation(third)).toBeNull();
  });

  it('a damaged record counts as none, a damaged order as no facts', () => {
    sessionStorage.setItem('orderConfirmation', '{not json');
    expect(readConfirmation('x')).toBeNull();
    sessionStorage.setItem('orderConfirmation', JSON.stringify({ id: 'x', order: { orderId: 1 } }));
    expect(readConfirmation('x')).toEqual({ order: null });
  });
});
