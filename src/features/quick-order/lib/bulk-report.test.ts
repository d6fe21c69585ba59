import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toProduct, type Product } from '@/features/catalog';
import { orderableLimit } from '@/lib/cart-model';
import { buildProduct } from '../../../../tests/unit/builders';
import { applyBulk, type CodeAnswer } from './bulk-report';
import { addToList } from './list-model';
import { parseLines } from './parse-lines';
import type { QuickRow } from './storage';

const catalogue: Product[] = [
  toProduct(buildProduct({ id: 1, sku: 'TPW-B12', stock: 25, qtyRestrictions: 10 })),
  toProduct(
    buildProduct({ id: 2, sku: 'TPW-BER33', stock: 8, qtyRestrictions: 5, isHingeable: false }),
  ),
  toProduct(buildProduct({ id: 3, sku: 'TPW-SB36', stock: 7, qtyRestrictions: 10 })),
  toProduct(buildProduct({ id: 4, sku: 'HW-PULL-128', stock: 500, qtyRestrictions: 99, afmx: 0 })),
  toProduct(buildProduct({ id: 5, sku: 'TPW-W3630', stock: 0, qtyRestrictions: 10 })),
  toProduct(buildProduct({ id: 6, sku: 'TPW-B15', stock: 18, qtyRestrictions: 10 })),
];
const bySku = new Map(catalogue.map((p) => [p.sku, p]));
const answerFor = (code: string): CodeAnswer => ({
  product: bySku.get(code.toUpperCase()) ?? null,
  suggestions: [],
});

/** A list the way add() keeps it, starting empty. */
function list() {
  let rows: QuickRow[] = [];
  return {
    add: (requests: Parameters<typeof addToList>[1]) => {
      const result = addToList(rows, requests);
      rows = result.rows;
      return result.outcomes;
    },
    rows: () => rows,
  };
}

describe('applyBulk', () => {
  it('the issue example: only refused lines stay; fixing one and adding again adds only it', () => {
    const l = list();
    const first = applyBulk(
      parseLines('TPW-B12 2\nTPW-B1Z 2\nNOPE-123 4\nTPW-B15 1'),
      answerFor,
      l.add,
    );
    expect(first.boxText).toBe('TPW-B1Z 2\nNOPE-123 4');
    expect(first.report.refused.map((r) => [r.line, r.reason])).toEqual([
      [2, 'Unknown SKU'],
      [3, 'Unknown SKU'],
    ]);
    const second = applyBulk(
      parseLines(first.boxText.replace('TPW-B1Z', 'TPW-B12')),
      answerFor,
      l.add,
    );
    expect(second.boxText).toBe('NOPE-123 4');
    expect(second.report).toMatchObject({ read: 2 });
    expect(second.report.added.map((a) => a.text)).toEqual([
      'TPW-B12 is already in the list: quantity now 4.',
    ]);
    expect(l.rows().map((r) => [r.product.sku, r.choice.quantity])).toEqual([
      ['TPW-B12', 4],
      ['TPW-B15', 1],
    ]);
  });

  it('keeps the header in the box so the refused rows of a file read the same again', () => {
    const l = list();
    const { boxText } = applyBulk(
      parseLines('note,sku,qty\nx,TPW-B12,2\n"a, b",NOPE,3'),
      answerFor,
      l.add,
    );
    expect(boxText).toBe('note,sku,qty\n"a, b",NOPE,3');
  });

  // Random lines: known SKUs in any case with options, unknown ones, out of stock, bad quantities.
  const lineArb = fc.oneof(
    fc
      .record({
        sku: fc.constantFrom(...catalogue.map((p) => p.sku)),
        lower: fc.boolean(),
        quantity: fc.integer({ min: 1, max: 30 }),
        option: fc.constantFrom('', ' A', ' RTA', ' L', ' R'),
      })
      .map(({ sku, lower, quantity, option }) => ({
        text: `${lower ? sku.toLowerCase() : sku} ${quantity}${option}`,
        sku,
        quantity,
      })),
    fc.stringMatching(/^NOPE-[0-9]{1,3}$/).map((text) => ({ text, sku: null, quantity: 0 })),
    fc.constantFrom('TPW-B12 0', 'TPW-B12 -2', 'TPW-B12 1.5', 'TPW-B12 A RTA').map((text) => ({
      text,
      sku: null,
      quantity: 0,
    })),
  );

  it('nothing dropped, nothing doubled: read = added + refused, rows hold what was added, a second Add Lines adds nothing', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 40 }), (lines) => {
        const l = list();
        const { report, boxText } = applyBulk(
          parseLines(lines.map((x) => x.text).join('\n')),
          answerFor,
          l.add,
        );
        expect(report.read).toBe(lines.length);
        expect(report.added.length + report.refused.length).toBe(lines.length);
        const numbers = [...report.added, ...report.refused]
          .map((x) => x.line)
          .sort((a, b) => a - b);
        expect(numbers).toEqual(lines.map((_, i) => i + 1));

        // Each product's row holds the sum asked by its added lines, up to what can be ordered.
        for (const p of catalogue) {
          const asked = lines
            .filter((x, i) => x.sku === p.sku && report.added.some((a) => a.line === i + 1))
            .reduce((sum, x) => sum + x.quantity, 0);
          const row = l.rows().find((r) => r.product.id === p.id);
          expect(row?.choice.quantity ?? 0).toBe(Math.min(asked, orderableLimit(p)));
        }
        expect(boxText.split('\n').filter(Boolean)).toEqual(report.refused.map((r) => r.raw));

        // Idempotent: the box again adds nothing and refuses the same lines.
        const before = l.rows();
        const again = applyBulk(parseLines(boxText), answerFor, l.add);
        expect(again.report.added).toEqual([]);
        expect(again.report.refused.map((r) => r.raw)).toEqual(report.refused.map((r) => r.raw));
        expect(again.boxText).toBe(boxText);
        expect(l.rows().map((r) => r.choice.quantity)).toEqual(
          before.map((r) => r.choice.quantity),
        );
      }),
      { numRuns: 200 },
    );
  });
});
