import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATE, formatLine, parseLines } from './parse-lines';

describe('parseLines', () => {
  it('reads comma, tab, semicolon and space separated lines; quantity defaults to 1', () => {
    const text = 'TPW-B12,3\nHW-PULL-128\t10\nRCH-HINGE-110; 4\n  TPW-WT33   2 \nTPW-BER33';
    expect(parseLines(text).items.map((i) => [i.line, i.sku, i.quantity])).toEqual([
      [1, 'TPW-B12', 3],
      [2, 'HW-PULL-128', 10],
      [3, 'RCH-HINGE-110', 4],
      [4, 'TPW-WT33', 2],
      [5, 'TPW-BER33', 1],
    ]);
  });

  it('skips blank lines and a header line', () => {
    const { items, invalid } = parseLines('SKU,Quantity\n\n   \nTPW-B12,1\r\n');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ line: 4, sku: 'TPW-B12' });
    expect(invalid).toEqual([]);
  });

  it('reports a quantity that is not a whole number from 1', () => {
    const { items, invalid } = parseLines('A-1,2.5\nA-2,0\nA-3,-1\nA-4,two\nA-5,3');
    expect(items.map((i) => i.sku)).toEqual(['A-5']);
    expect(invalid).toEqual([
      { line: 1, sku: 'A-1', problem: 'quantity' },
      { line: 2, sku: 'A-2', problem: 'quantity' },
      { line: 3, sku: 'A-3', problem: 'quantity' },
      { line: 4, sku: 'A-4', problem: 'quantity' },
    ]);
  });

  it('reads the CSV columns assembled and hinge', () => {
    const { items, invalid } = parseLines(
      '"TPW-B12","2","yes","right"\nTPW-B12,1,no\nX,1,maybe\nY,1,yes,UP',
    );
    expect(items.map((i) => [i.isAssembled, i.hinge])).toEqual([
      [true, 'RIGHT'],
      [false, null],
    ]);
    expect(invalid.map((i) => i.problem)).toEqual(['assembled', 'hinge']);
  });

  it('parses its own template', () => {
    expect(parseLines(CSV_TEMPLATE).items.map(formatLine)).toEqual([
      'TPW-B12,2,yes,LEFT',
      'HW-PULL-128,10,no,',
    ]);
  });

  const sku = fc
    .stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,14}$/)
    .filter((s) => s.toLowerCase() !== 'sku');
  const separator = fc.constantFrom(',', '\t', ';', ' ', ' , ', '  ');

  it('round-trips any well-formed line', () => {
    fc.assert(
      fc.property(sku, fc.integer({ min: 1, max: 999 }), separator, (s, q, sep) => {
        const { items, invalid } = parseLines(`${s}${sep}${q}`);
        expect(invalid).toEqual([]);
        expect(items).toEqual([{ line: 1, sku: s, quantity: q, isAssembled: false, hinge: null }]);
      }),
    );
  });

  it('round-trips formatted CSV lines in order', () => {
    const item = fc.record({
      sku,
      quantity: fc.integer({ min: 1, max: 999 }),
      isAssembled: fc.boolean(),
      hinge: fc.constantFrom('LEFT' as const, 'RIGHT' as const, null),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (list) => {
        const parsed = parseLines(list.map(formatLine).join('\n'));
        expect(parsed.items.map(({ line: _line, ...rest }) => rest)).toEqual(list);
      }),
    );
  });

  it('never throws, and every non-blank line is an item or reported', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { items, invalid } = parseLines(text);
        const lines = new Set([...items, ...invalid].map((l) => l.line));
        expect(lines.size).toBe(items.length + invalid.length);
      }),
    );
  });
});
