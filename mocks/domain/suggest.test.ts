import { describe, expect, it } from 'vitest';
import { editDistance, splitStyle, stylesOf, suggestFor } from './suggest';

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours, and stops past the limit', () => {
    expect(editDistance('TPW-B1Z', 'TPW-B12', 2)).toBe(1);
    expect(editDistance('TPW-B21', 'TPW-B12', 2)).toBe(1);
    expect(editDistance('TPW-B1', 'TPW-B12', 2)).toBe(1);
    expect(editDistance('TPWB12', 'TPW-B12', 2)).toBe(1);
    expect(editDistance('NOPE-123', 'TPW-B12', 2)).toBe(3);
    expect(editDistance('A', 'ABCDEF', 2)).toBe(3);
  });
});

describe('suggestFor', () => {
  const catalog = [
    { sku: 'TPW-B12', stock: 5 },
    { sku: 'TPW-B15', stock: 5 },
    { sku: 'TPG-B12', stock: 5 },
    { sku: 'TPW-B18', stock: 0 },
    { sku: 'TPW-B24', stock: 5 },
    { sku: 'AW-B12', stock: 5 },
  ];
  it('same style first, then fewest edits, then SKU; never out of stock; at most three', () => {
    expect(suggestFor('TPW-B1Z', null, catalog).map((p) => p.sku)).toEqual([
      'TPW-B12',
      'TPW-B15',
      'TPW-B24',
    ]);
    expect(suggestFor('TPG-B15', null, catalog).map((p) => p.sku)).toEqual([
      'TPG-B12',
      'TPW-B15',
      'TPW-B12',
    ]);
  });
  it('a bare item code is compared in the style asked', () => {
    expect(suggestFor('B1Z', 'TPW', catalog).map((p) => p.sku)[0]).toBe('TPW-B12');
    expect(suggestFor('QQQQQQ', 'TPW', catalog)).toEqual([]);
  });
});

describe('styles', () => {
  it('splits a known style prefix only', () => {
    expect(splitStyle('TPW-B12')).toEqual({ style: 'TPW', code: 'B12' });
    expect(splitStyle('HW-PULL-128')).toEqual({ style: null, code: 'HW-PULL-128' });
  });
  it('lists the styles an item code exists in', () => {
    const has = (s: string) => ['TPW-B12', 'AW-B12'].includes(s);
    expect(stylesOf('TSG-B12', null, has)).toEqual(['TPW', 'AW']);
    expect(stylesOf('B12', 'TSG', has)).toEqual(['TPW', 'AW']);
    expect(stylesOf('B12', null, has)).toEqual([]);
  });
});
