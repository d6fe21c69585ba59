import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPurchaseChange,
  choiceOptions,
  clampQuantity,
  hingeToSend,
  initialChoice,
  normalizeOptions,
  quantityMax,
  type PurchaseItem,
} from './options';

const cabinet: PurchaseItem = { afmx: 1, isHingeable: true, qtyRestrictions: 10 };
const ber: PurchaseItem = { afmx: 2, isHingeable: false, qtyRestrictions: 5 };
const table: PurchaseItem = { afmx: 0, isHingeable: false, qtyRestrictions: 5 };

describe('quantity bounds (1..qtyRestrictions, default 1)', () => {
  it('offers 1 to qtyRestrictions, and 1 when unknown or below 1', () => {
    expect(quantityMax(10)).toBe(10);
    expect(quantityMax(undefined)).toBe(1);
    expect(quantityMax(null)).toBe(1);
    expect(quantityMax(0)).toBe(1);
    expect(quantityMax(Number.NaN)).toBe(1);
  });

  it('clamps into range', () => {
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(11, 10)).toBe(10);
    expect(clampQuantity(4.7, 10)).toBe(4);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(3)).toBe(1);
  });

  it('always lands in 1..max', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -3, max: 200 }), (q, max) => {
        const c = clampQuantity(q, max);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c).toBeLessThanOrEqual(Math.max(1, max));
      }),
    );
  });
});

describe('assembly and hinge (docs/business-rules.md#assembly)', () => {
  it('sends a hinge only for assembled hingeable items, LEFT by default', () => {
    expect(hingeToSend({ isAssembled: false, isHingeable: true }, 'RIGHT')).toBeNull();
    expect(hingeToSend({ isAssembled: true, isHingeable: false }, 'RIGHT')).toBeNull();
    expect(hingeToSend({ isAssembled: true, isHingeable: true })).toBe('LEFT');
    expect(hingeToSend({ isAssembled: true, isHingeable: true }, null)).toBe('LEFT');
    expect(hingeToSend({ isAssembled: true, isHingeable: true }, 'RIGHT')).toBe('RIGHT');
  });

  it('assembles only where afmx is above 0', () => {
    expect(normalizeOptions(table, true, 'RIGHT')).toEqual({
      isAssembled: false,
      hingeDirection: null,
    });
    expect(normalizeOptions({ afmx: -1, isHingeable: true }, true)).toEqual({
      isAssembled: false,
      hingeDirection: null,
    });
    expect(normalizeOptions(ber, true, 'RIGHT')).toEqual({
      isAssembled: true,
      hingeDirection: null,
    });
    expect(normalizeOptions(cabinet, true)).toEqual({ isAssembled: true, hingeDirection: 'LEFT' });
  });

  it('turning assembly on sets LEFT unchosen, choosing RIGHT sticks as chosen, turning it off clears it', () => {
    let c = initialChoice();
    c = applyPurchaseChange(cabinet, c, { isAssembled: true });
    expect(c).toEqual({
      quantity: 1,
      isAssembled: true,
      hingeDirection: 'LEFT',
      hingeChosen: false,
    });
    c = applyPurchaseChange(cabinet, c, { hingeDirection: 'RIGHT' });
    expect(c).toMatchObject({ hingeDirection: 'RIGHT', hingeChosen: true });
    c = applyPurchaseChange(cabinet, c, { quantity: 30 });
    expect(c).toEqual({
      quantity: 10,
      isAssembled: true,
      hingeDirection: 'RIGHT',
      hingeChosen: true,
    });
    c = applyPurchaseChange(cabinet, c, { isAssembled: false });
    expect(c).toEqual({
      quantity: 10,
      isAssembled: false,
      hingeDirection: null,
      hingeChosen: false,
    });
    c = applyPurchaseChange(cabinet, c, { isAssembled: true });
    expect(c).toMatchObject({ hingeDirection: 'LEFT', hingeChosen: false });
  });

  it('picking the side already shown (Left) still marks it chosen', () => {
    const assembled = applyPurchaseChange(cabinet, initialChoice(), { isAssembled: true });
    expect(applyPurchaseChange(cabinet, assembled, { hingeDirection: 'LEFT' })).toMatchObject({
      hingeDirection: 'LEFT',
      hingeChosen: true,
    });
  });

  it('ignores a hinge while not assembled and assembly where there is none', () => {
    expect(applyPurchaseChange(cabinet, initialChoice(), { hingeDirection: 'RIGHT' })).toEqual(
      initialChoice(),
    );
    expect(applyPurchaseChange(table, initialChoice(), { isAssembled: true })).toEqual(
      initialChoice(),
    );
    expect(applyPurchaseChange(ber, initialChoice(), { isAssembled: true })).toEqual({
      quantity: 1,
      isAssembled: true,
      hingeDirection: null,
      hingeChosen: false,
    });
  });
});

describe('choiceOptions', () => {
  it('sends a picked side as chosen, and never a side that is not there', () => {
    const picked = { isAssembled: true, hingeDirection: 'RIGHT', hingeChosen: true } as const;
    expect(choiceOptions(cabinet, picked)).toEqual({
      isAssembled: true,
      hingeDirection: 'RIGHT',
      hingeChosen: true,
    });
    expect(choiceOptions(cabinet, { ...picked, hingeChosen: undefined }).hingeChosen).toBe(false);
    expect(choiceOptions(cabinet, { ...picked, isAssembled: false })).toEqual({
      isAssembled: false,
      hingeDirection: null,
      hingeChosen: false,
    });
    expect(choiceOptions(ber, picked).hingeChosen).toBe(false);
  });
});
