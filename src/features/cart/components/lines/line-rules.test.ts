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
    ).toEqual({
      cartItemId: 9,
      quantity: 2,
      isAssembled: false,
      hingeDirection: null,
      hingeChosen: false,
    });
  });
  it('sends LEFT by default and the chosen side once assembled', () => {
    expect(lineUpdate(item(), { quantity: 1, isAssembled: true, hingeDirection: null })).toEqual({
      cartItemId: 9,
      quantity: 1,
      isAssembled: true,
      hingeDirection: 'LEFT',
      hingeChosen: false,
    });
    expect(
      lineUpdate(item(), { quantity: 1, isAssembled: true, hingeDirection: 'RIGHT' })
        .hingeDirection,
    ).toBe('RIGHT');
  });
  it("sends the side as chosen when picked in the control, else keeps the line's", () => {
    const picked = {
      quantity: 1,
      isAssembled: true,
      hingeDirection: 'LEFT',
      hingeChosen: true,
    } as const;
    expect(lineUpdate(item(), picked).hingeChosen).toBe(true);
    const chosenLine = item({ isAssembled: true, hingeDirection: 'RIGHT', hingeChosen: true });
    const quantityOnly = { quantity: 3, isAssembled: true, hingeDirection: 'RIGHT' } as const;
    expect(lineUpdate(chosenLine, quantityOnly).hingeChosen).toBe(true);
    expect(lineUpdate(chosenLine, { ...quantityOnly, isAssembled: false }).hingeChosen).toBe(false);
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
