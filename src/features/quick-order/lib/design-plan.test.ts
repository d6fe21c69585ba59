import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toProduct, type Product } from '@/features/catalog';
import { buildProduct } from '../../../../tests/unit/builders';
import { planDesign, type DesignAnswer } from './design-plan';
import type { DesignItem } from './design-xml';

const cabinet = { width: 12, height: 34.5, depth: 24 };
const CATALOG: Record<string, Product> = {
  'TPW-B12': toProduct(buildProduct({ id: 101, sku: 'TPW-B12', ...cabinet })),
  'TPW-SB36': toProduct(
    buildProduct({ id: 106, sku: 'TPW-SB36', stock: 7, width: 36, height: 34.5, depth: 24 }),
  ),
  'TPW-W3630': toProduct(buildProduct({ id: 110, sku: 'TPW-W3630', stock: 0 })),
  'TPW-CM8': toProduct(
    buildProduct({ id: 120, sku: 'TPW-CM8', afmx: 0, isHingeable: false, qtyRestrictions: 20 }),
  ),
  'TPW-F3': toProduct(buildProduct({ id: 121, sku: 'TPW-F3', afmx: 1, isHingeable: false })),
};
const B15 = toProduct(buildProduct({ id: 102, sku: 'TPW-B15' }));

/** The lookup as the chosen style TPW answers it: bare codes and full SKUs. */
const answer = (code: string): DesignAnswer => {
  const upper = code.toUpperCase();
  const product = CATALOG[upper] ?? CATALOG[`TPW-${upper}`] ?? null;
  return product
    ? { product, suggestions: [], reason: '' }
    : { product: null, suggestions: [B15], reason: 'Unknown item code' };
};

let nextIndex = 1;
const item = (over: Partial<DesignItem> & { code: string }): DesignItem => ({
  room: 1,
  index: nextIndex++,
  quantity: 1,
  description: null,
  finish: null,
  hinge: null,
  unknownHinge: null,
  size: { width: null, height: null, depth: null },
  ...over,
});
const file = (items: DesignItem[], metric = false) => ({ rooms: 3, metric, items, refused: [] });

describe('planDesign', () => {
  it('one line per product and hinge side, quantities added across rooms, in file order', () => {
    const report = planDesign(
      file([
        item({ code: 'B12', quantity: 2, hinge: 'RIGHT' }),
        item({ code: 'CM8', quantity: 3, room: 1 }),
        item({ code: 'TPW-B12', quantity: 1, hinge: 'RIGHT', room: 2 }),
        item({ code: 'b12', quantity: 4, hinge: 'LEFT', room: 3 }),
        item({ code: 'CM8', quantity: 2, room: 3 }),
      ]),
      answer,
    );
    expect(
      report.lines.map((l) => [
        l.product.sku,
        l.quantity,
        l.isAssembled,
        l.hingeDirection,
        l.hingeChosen,
        l.items.map((i) => i.room),
      ]),
    ).toEqual([
      ['TPW-B12', 3, true, 'RIGHT', true, [1, 2]],
      ['TPW-CM8', 5, false, null, false, [1, 3]],
      ['TPW-B12', 4, true, 'LEFT', true, [3]],
    ]);
    expect(report.lines[0]!.notes).toEqual([
      'TPW-B12 is assembled with its hinge on the right, as the design says: only an assembled cabinet takes a hinge side.',
    ]);
    expect([report.read, report.added, report.refused]).toEqual([5, 5, []]);
  });

  it('a hinge on a cabinet that takes none is not carried, and does not assemble it', () => {
    const report = planDesign(
      file([
        item({ code: 'CM8', hinge: 'LEFT' }),
        item({ code: 'F3', hinge: 'RIGHT' }),
        item({ code: 'B12', unknownHinge: 'Top' }),
      ]),
      answer,
    );
    expect(report.lines.map((l) => [l.product.sku, l.isAssembled, l.notes])).toEqual([
      ['TPW-CM8', false, ['Hinge Left on TPW-CM8 is not carried: it takes no hinge side.']],
      ['TPW-F3', false, ['Hinge Right on TPW-F3 is not carried: it takes no hinge side.']],
      ['TPW-B12', false, ['Hinge Top on TPW-B12 is not carried: a hinge side is Left or Right.']],
    ]);
  });

  it('names a finished side and sizes off the catalog by more than 1/16 inch', () => {
    const report = planDesign(
      file([
        item({
          code: 'B12',
          finish: 'Left',
          size: { width: 12 + 1 / 16, height: 34.5 + 1 / 8, depth: 23 },
        }),
        item({ code: 'SB36', finish: 'Both', size: { width: 36, height: null, depth: 24 } }),
      ]),
      answer,
    );
    expect(report.lines.map((l) => l.notes)).toEqual([
      [
        'Finish Left on TPW-B12 is not carried: order a matching end panel.',
        "Height 34 5/8 in on TPW-B12 differs from the catalog's 34 1/2 in: a modification to ask the factory for.",
        "Depth 23 in on TPW-B12 differs from the catalog's 24 in: a modification to ask the factory for.",
      ],
      ['Finish Both on TPW-SB36 is not carried: order matching end panels.'],
    ]);
  });

  it('metric sizes are allowed 2 mm and named in millimetres', () => {
    const mm = (n: number) => n / 25.4;
    const report = planDesign(
      file(
        [item({ code: 'B12', size: { width: mm(306.8), height: mm(880), depth: mm(610) } })],
        true,
      ),
      answer,
    );
    expect(report.lines[0]!.notes).toEqual([
      "Height 880 mm on TPW-B12 differs from the catalog's 876 mm: a modification to ask the factory for.",
    ]);
  });

  it('refuses unknown codes with suggestions, out of stock, and what no longer fits; caps the rest', () => {
    const report = planDesign(
      file([
        item({ code: 'B99', room: 2 }),
        item({ code: 'W3630', room: 1 }),
        item({ code: 'SB36', quantity: 5, room: 1 }),
        item({ code: 'SB36', quantity: 4, room: 2 }),
        item({ code: 'SB36', quantity: 1, room: 3 }),
      ]),
      answer,
    );
    expect(report.refused.map((r) => [r.room, r.code, r.reason, r.suggestions.length])).toEqual([
      [2, 'B99', 'Unknown item code', 1],
      [1, 'W3630', 'TPW-W3630 is out of stock.', 0],
      [3, 'SB36', 'Only 7 of TPW-SB36 available.', 0],
    ]);
    expect(report.lines.map((l) => [l.product.sku, l.quantity, l.notes])).toEqual([
      ['TPW-SB36', 7, ['TPW-SB36: 4 asked in Room 2, 2 added (only 7 available).']],
    ]);
    expect([report.read, report.added, report.refused.length]).toEqual([5, 2, 3]);
  });
});

const CODES = ['B12', 'TPW-B12', 'SB36', 'W3630', 'CM8', 'F3', 'B99'];

describe('planDesign property', () => {
  it('items read = added + refused, and quantities add up across rooms', () => {
    const spec = fc.record({
      code: fc.constantFrom(...CODES),
      quantity: fc.integer({ min: 1, max: 12 }),
      hinge: fc.constantFrom('LEFT' as const, 'RIGHT' as const, null),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(spec, { maxLength: 10 }), { minLength: 1, maxLength: 4 }),
        (rooms) => {
          let index = 0;
          const items = rooms.flatMap((r, room) =>
            r.map((s) => item({ ...s, room: room + 1, index: ++index })),
          );
          const report = planDesign(
            { rooms: rooms.length, metric: false, items, refused: [] },
            answer,
          );
          expect(report.added + report.refused.length).toBe(report.read);
          expect(report.read).toBe(items.length);
          expect(report.lines.reduce((n, l) => n + l.items.length, 0)).toBe(report.added);
          // Each product gets every unit asked across all rooms, up to what can be ordered.
          for (const product of Object.values(CATALOG)) {
            const asked = items
              .filter((i) => answer(i.code).product?.id === product.id)
              .reduce((n, i) => n + i.quantity, 0);
            const planned = report.lines
              .filter((l) => l.product.id === product.id)
              .reduce((n, l) => n + l.quantity, 0);
            const limit = Math.min(product.stock ?? Infinity, product.qtyRestrictions);
            expect(planned).toBe(Math.min(asked, Math.max(limit, 0)));
          }
        },
      ),
    );
  });
});
