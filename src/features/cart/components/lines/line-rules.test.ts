import { describe, expect, it } from 'vitest';
import { buildCartItem } from '../../../../../tests/unit/builders';
import { isCabinetLine } from './CartLine';
import { lineUpdate } from './line-update';

// What a line change sends (hinge per docs/business-rules.md) and which lines
// take part in batch mode.
const item = (over: Parameters<typeof buildCartItem>[0] = {}) =>
  buildCartItem({ cartItemId: 9, ...over });

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
