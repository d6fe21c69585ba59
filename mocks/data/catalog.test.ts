import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { COLORS } from './colors';

// The catalog rows docs/demo.md fixes; other tests and outside acceptance tests rely on them.
const FIXED: [string, number, number, number, number, boolean][] = [
  ['TPW-B12', 189, 25, 10, 1, true],
  ['TPW-BER33', 412, 8, 5, 2, false],
  ['TPW-BER36', 436, 6, 5, 2, false],
  ['TPW-WT33', 96, 12, 5, 0, false],
  ['TPW-W3630', 265, 0, 10, 1, true],
  ['HW-PULL-128', 4.5, 500, 99, 0, false],
  ['RCH-HINGE-110', 3.25, 800, 99, 0, false],
];

describe('demo catalog', () => {
  const catalog = buildCatalog();

  it.each(FIXED)(
    '%s has price %d, stock %d, limit %d, afmx %d, hingeable %s',
    (sku, price, stock, qty, afmx, hinge) => {
      expect(catalog.find((p) => p.sku === sku)).toMatchObject({
        price,
        stock,
        qtyRestrictions: qty,
        afmx,
        isHingeable: hinge,
      });
    },
  );

  it('has the wooden table described as WOODEN TABLE', () => {
    expect(catalog.find((p) => p.sku === 'TPW-WT33')?.description).toContain('WOODEN TABLE');
  });

  it('covers all nine colours in all six categories with several cabinet types', () => {
    const categories = [
      'Base Cabinets',
      'Wall Cabinets',
      'Oven and Pantry Cabinets',
      'Bathroom Vanities',
      'Trim & Details',
      'Accessories',
    ];
    for (const color of COLORS) {
      const rows = catalog.filter((p) => p.color === color.name);
      for (const category of categories)
        expect(
          rows.some((p) => (p.itemCategory ?? '').split(',').includes(category)),
          `${color.code} ${category}`,
        ).toBe(true);
      expect(new Set(rows.map((p) => p.cabinetType)).size).toBeGreaterThan(5);
      expect(rows.every((p) => p.sku.startsWith(`${color.code}-`))).toBe(true);
    }
  });

  it('has unique ids and SKUs', () => {
    expect(new Set(catalog.map((p) => p.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((p) => p.sku)).size).toBe(catalog.length);
  });

  it('grows one colour page to the requested size for performance tests', () => {
    const big = buildCatalog(500);
    expect(big.filter((p) => p.color === 'Thielsen Pigeon White')).toHaveLength(500);
    expect(new Set(big.map((p) => p.id)).size).toBe(big.length);
  });
});
