import { describe, expect, it } from 'vitest';
import type { components } from '@/api';

type CartItem = components['schemas']['CartItem'];
import { isCabinetLine } from './CartLine';
import { lineUpdate } from './line-update';

// What a line change sends (hinge per docs/business-rules.md) and which lines
// take part in batch mode.
const item = (over: Partial<CartItem> = {}): CartItem => ({
  cartItemId: 9,
  productId: 101,
  sku: 'TPW-B12',
  color: 'Thielsen Pigeon White',
  price: 189,
  quantity: 1,
  imageIndex: 1,
  qtyRestrictions: 10,
  isAssembled: false,
  isHingeable: true,
  hingeDirection: null,
  afmx: 1,
  skuPrefix: 'TPW',
  ...over,
});

describe('lineUpdate', () => {
  it('sends no hinge while not assembled', () => {
    expect(
      lineUpdate(item(), { quantity: 2, isAssembled: false, hingeDirection: 'RIGHT' }),
    ).toEqual({ cartItemId: 9, quantity: 2, isAssembled: false, hingeDirection: null });
  });
  it('sends LEFT by default and the chosen side once assembled', () => {
    expect(lineUpdate(item(), { quantity: 1, isAssembled: true, hingeDirection: null })).toEqual({
      cartItemId: 9,
      quantity: 1,
      isAssembled: true,
      hingeDirection: 'LEFT',
    });
    expect(
      lineUpdate(item(), { quantity: 1, isAssembled: true, hingeDirection: 'RIGHT' })
        .hingeDirection,
    ).toBe('RIGHT');
  });
  it('sends no hinge for an item that is not hingeable', () => {
    expect(
      lineUpdate(item({ isHingeable: false }), {
        quantity: 1,
        isAssembled: true,
        hingeDirection: 'LEFT',
      }).hingeDirection,
    ).toBeNull();
  });
});

describe('isCabinetLine', () => {
  it('is true only for lines with a style code', () => {
    expect(isCabinetLine(item())).toBe(true);
    expect(isCabinetLine(item({ sku: 'HW-PULL-128', skuPrefix: null }))).toBe(false);
  });
});
