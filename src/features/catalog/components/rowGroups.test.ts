import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../../../tests/unit/builders';
import { toProduct } from '../api/product-model';
import { firstRows, groupByType } from './rowGroups';

const product = (id: number, cabinetType: string) =>
  toProduct(buildProduct({ id, sku: `TPW-${id}`, cabinetType }));
const ids = (groups: ReturnType<typeof groupByType>) =>
  groups.map(([type, list]) => [type, list.map((p) => p.id)]);

// Wall rows come between Base rows in the answer: groups keep the answer's order of first sight.
const all = groupByType([
  product(1, 'Base'),
  product(2, 'Base'),
  product(3, 'Wall'),
  product(4, 'Base'),
  product(5, 'Wall'),
  product(6, 'Pantry'),
]);

describe('colour page rows painted first', () => {
  it('groups by cabinet type in the order of the answer', () => {
    expect(ids(all)).toEqual([
      ['Base', [1, 2, 4]],
      ['Wall', [3, 5]],
      ['Pantry', [6]],
    ]);
  });

  it('takes the first rows across types, up to the budget', () => {
    expect(ids(firstRows(all, 4, null))).toEqual([
      ['Base', [1, 2, 4]],
      ['Wall', [3]],
    ]);
    expect(ids(firstRows(all, 10, null))).toEqual(ids(all));
  });

  it('keeps every row of the previous full list, wherever it is', () => {
    const pantryOnly = groupByType([product(6, 'Pantry')]);
    expect(ids(firstRows(all, 2, pantryOnly))).toEqual([
      ['Base', [1, 2]],
      ['Pantry', [6]],
    ]);
  });
});
