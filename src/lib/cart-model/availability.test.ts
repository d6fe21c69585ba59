import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityProblems,
  orderableLimit,
  problemsSummary,
  selectableMax,
  shortfall,
  shortfallLabel,
} from './availability';

const sb36 = { sku: 'TPW-SB36', stock: 7, qtyRestrictions: 10 };

describe('shortfall', () => {
  it('names the binding limit', () => {
    expect(shortfall(sb36, 7)).toBeNull();
    expect(shortfall(sb36, 8)).toEqual({ reason: 'SHORT', limit: 7 });
    expect(shortfall({ ...sb36, stock: 25 }, 11)).toEqual({ reason: 'ABOVE_MAX', limit: 10 });
    expect(shortfall({ ...sb36, stock: 0 }, 1)).toEqual({ reason: 'OUT_OF_STOCK', limit: 0 });
    expect(shortfall({ sku: 'X', stock: null, qtyRestrictions: 5 }, 5)).toBeNull();
  });

  it('offers in a quantity select only what can be ordered', () => {
    expect(selectableMax(sb36)).toBe(7);
    expect(selectableMax({ ...sb36, stock: 25 })).toBe(10);
    expect(selectableMax({ ...sb36, stock: 0 })).toBe(1);
    expect(selectableMax({ ...sb36, stock: null })).toBe(10);
  });

  it('labels what a line shows', () => {
    expect(shortfallLabel({ reason: 'OUT_OF_STOCK', limit: 0 })).toBe('Out of stock');
    expect(shortfallLabel({ reason: 'SHORT', limit: 7 })).toBe('Only 7 available');
    expect(shortfallLabel({ reason: 'ABOVE_MAX', limit: 10 })).toBe('At most 10 per order');
  });

  it('property: a quantity can be ordered exactly when it is within the orderable limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 80 }),
        (stock, max, quantity) => {
          const p = { sku: 'S', stock, qtyRestrictions: max };
          const s = shortfall(p, quantity);
          expect(s === null).toBe(quantity <= orderableLimit(p));
          if (s) expect(s.limit).toBe(orderableLimit(p));
        },
      ),
    );
  });
});

describe('availabilityProblems', () => {
  it('counts a product over its lines and names each blocked line', () => {
    const lines = [
      { cartItemId: 1, productId: 110, quantity: 4, ...sb36 },
      {
        cartItemId: 2,
        productId: 101,
        quantity: 2,
        sku: 'TPW-B12',
        stock: 25,
        qtyRestrictions: 10,
      },
      { cartItemId: 3, productId: 110, quantity: 4, ...sb36 },
      {
        cartItemId: 4,
        productId: 209,
        quantity: 1,
        sku: 'TPG-DB18',
        stock: 0,
        qtyRestrictions: 10,
      },
    ];
    const problems = availabilityProblems(lines);
    expect(problems.map((p) => [p.cartItemId, p.reason])).toEqual([
      [1, 'SHORT'],
      [3, 'SHORT'],
      [4, 'OUT_OF_STOCK'],
    ]);
    expect(problemsSummary(problems.slice(2))).toBe('TPG-DB18 is out of stock.');
    expect(problemsSummary(problems.slice(1))).toBe(
      '2 lines cannot be ordered: Only 7 of TPW-SB36 available. TPG-DB18 is out of stock.',
    );
  });

  it('is empty for lines that can be ordered', () => {
    expect(availabilityProblems([{ productId: 110, quantity: 7, ...sb36 }])).toEqual([]);
  });
});
