import { describe, expect, it } from 'vitest';
import { toProduct } from '@/features/catalog';
import { buildProduct } from '../../../../tests/unit/builders';
import { addToList, outcomeNote, type AddRequest } from './list-model';

const b12 = toProduct(buildProduct({ id: 101, sku: 'TPW-B12', stock: 25, qtyRestrictions: 10 }));
const ber33 = toProduct(buildProduct({ id: 102, sku: 'TPW-BER33', stock: 8, qtyRestrictions: 5 }));
const sb36 = toProduct(buildProduct({ id: 106, sku: 'TPW-SB36', stock: 7, qtyRestrictions: 10 }));
const w3630 = toProduct(buildProduct({ id: 110, sku: 'TPW-W3630', stock: 0, qtyRestrictions: 10 }));

const add = (requests: AddRequest[]) => addToList([], requests);

describe('addToList', () => {
  it('keeps one row per product: a repeated product raises its row and says so', () => {
    const { rows, outcomes } = add([
      { product: b12, quantity: 2 },
      { product: ber33, quantity: 1 },
      { product: b12, quantity: 3 },
    ]);
    expect(rows.map((r) => [r.product.sku, r.choice.quantity])).toEqual([
      ['TPW-B12', 5],
      ['TPW-BER33', 1],
    ]);
    expect(outcomes.map(outcomeNote)).toEqual([
      null,
      null,
      'TPW-B12 is already in the list: quantity now 5.',
    ]);
    expect(outcomes[2]).toMatchObject({ asked: 3, added: 3, quantity: 5, merged: true });
  });

  it('caps at the maximum per order and at the stock, with the reason of the availability rule', () => {
    const { rows, outcomes } = add([
      { product: ber33, quantity: 9 },
      { product: sb36, quantity: 9 },
      { product: ber33, quantity: 1 },
    ]);
    expect(rows.map((r) => r.choice.quantity)).toEqual([5, 7]);
    expect(outcomes.map(outcomeNote)).toEqual([
      'TPW-BER33: 9 asked, quantity capped at 5 (at most 5 per order).',
      'TPW-SB36: 9 asked, quantity capped at 7 (only 7 available).',
      'TPW-BER33 is already in the list: quantity capped at 5 (at most 5 per order).',
    ]);
    expect(outcomes[2]).toMatchObject({ added: 0, quantity: 5 });
  });

  it('never lowers a row that is already above the limit', () => {
    const start = add([{ product: b12, quantity: 10 }]).rows;
    const lowStock = { ...b12, stock: 3 };
    const { rows, outcomes } = addToList(start, [{ product: lowStock, quantity: 1 }]);
    expect(rows[0]?.choice.quantity).toBe(10);
    expect(outcomes[0]).toMatchObject({ added: 0, capped: { reason: 'SHORT', limit: 3 } });
  });

  it('an out-of-stock product gets its row at the quantity asked (it blocks Add to Cart instead)', () => {
    const { rows, outcomes } = add([{ product: w3630, quantity: 2 }]);
    expect(rows[0]?.choice.quantity).toBe(2);
    expect(outcomeNote(outcomes[0]!)).toBeNull();
  });

  it('options come from the first request that makes the row', () => {
    const { rows } = add([
      { product: b12, quantity: 1, isAssembled: true, hinge: 'RIGHT' },
      { product: b12, quantity: 1 },
    ]);
    expect(rows[0]?.choice).toEqual({ quantity: 2, isAssembled: true, hingeDirection: 'RIGHT' });
  });
});
