import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLine, linesRead, parseLines, REASON, type LineItem } from './parse-lines';
import { CSV_TEMPLATE } from './template';

const brief = (items: readonly LineItem[]) =>
  items.map(({ line, code, quantity, assembled, hinge }) => [
    line,
    code,
    quantity,
    assembled,
    hinge,
  ]);
const reasons = (text: string) => parseLines(text).refused.map((r) => [r.line, r.reason]);

describe('parseLines without a header', () => {
  it('reads comma, tab, semicolon and space separated lines; quantity defaults to 1', () => {
    const text = 'TPW-B12,3\nHW-PULL-128\t10\nRCH-HINGE-110; 4\n  TPW-WT33   2 \nTPW-BER33';
    expect(brief(parseLines(text).items)).toEqual([
      [1, 'TPW-B12', 3, undefined, null],
      [2, 'HW-PULL-128', 10, undefined, null],
      [3, 'RCH-HINGE-110', 4, undefined, null],
      [4, 'TPW-WT33', 2, undefined, null],
      [5, 'TPW-BER33', 1, undefined, null],
    ]);
  });

  it('reads a cut list: quantity, L or R (assembled), A or RTA in any order around the code', () => {
    const text = 'W3030 2 L\n2 B12 RTA\nSB36\nr DB18 3\nA, V2421, 2\n"TPW-B12","2","L"';
    expect(brief(parseLines(text).items)).toEqual([
      [1, 'W3030', 2, true, 'LEFT'],
      [2, 'B12', 2, false, null],
      [3, 'SB36', 1, undefined, null],
      [4, 'DB18', 3, true, 'RIGHT'],
      [5, 'V2421', 2, true, null],
      [6, 'TPW-B12', 2, true, 'LEFT'],
    ]);
  });

  it('keeps the raw line of every item and refusal, and skips blank lines', () => {
    const { items, refused } = parseLines('\n  TPW-B12 2  \n\t\nNOPE x y\n');
    expect(items.map((i) => [i.line, i.raw])).toEqual([[2, '  TPW-B12 2  ']]);
    expect(refused.map((r) => [r.line, r.raw, r.reason])).toEqual([
      [4, 'NOPE x y', 'Not understood: x'],
    ]);
  });

  it('says what is wrong with a quantity: at least 1, or not a whole number', () => {
    expect(reasons('A-1 0\nA-2,-1\nA-3 2.5\nA-4;1.\nA-5 3')).toEqual([
      [1, 'Quantity must be at least 1'],
      [2, 'Quantity must be at least 1'],
      [3, 'Quantity is not a whole number'],
      [4, 'Quantity is not a whole number'],
    ]);
  });

  it('refuses lines that contradict themselves or have no code', () => {
    expect(reasons('B12 A RTA\nB12 L R\nB12 RTA L\nB12 2 3\n2 L\nB12 two')).toEqual([
      [1, REASON.bothAssembly],
      [2, REASON.bothHinges],
      [3, REASON.hingeNotAssembled],
      [4, 'Two quantities given: 2 and 3'],
      [5, REASON.noCode],
      [6, 'Not understood: two'],
    ]);
  });

  it('reads a code made of digits when a quantity follows it', () => {
    expect(brief(parseLines('12345 2').items)).toEqual([[1, '12345', 2, undefined, null]]);
  });
});

describe('parseLines with a header', () => {
  it('finds the columns by name in any order and ignores the others', () => {
    const text = [
      'Note,Qty,Hinge,Item,Assembled',
      '"left of sink, by window",3,R,TPW-B12,yes',
      'island,1,,TPW-BER33,no',
      ',2,,,',
    ].join('\n');
    const parsed = parseLines(text);
    expect(parsed.header).toBe('Note,Qty,Hinge,Item,Assembled');
    expect(brief(parsed.items)).toEqual([
      [2, 'TPW-B12', 3, true, 'RIGHT'],
      [3, 'TPW-BER33', 1, false, null],
    ]);
    expect(parsed.refused.map((r) => [r.line, r.reason])).toEqual([[4, REASON.noCode]]);
  });

  it('a note column never hides the real error', () => {
    expect(reasons('sku,quantity,note\nTPW-B12,0,assembled\nTPW-B15,two,rush')).toEqual([
      [2, REASON.quantityMin],
      [3, REASON.quantityWhole],
    ]);
  });

  it('checks the assembled and hinge columns', () => {
    expect(reasons('sku\tassembled\thinge\nX\tmaybe\t\nY\tyes\tUP\nZ\tno\tLEFT')).toEqual([
      [2, REASON.assembled],
      [3, REASON.hinge],
      [4, REASON.hingeNotAssembled],
    ]);
  });

  it('parses its own template', () => {
    expect(brief(parseLines(CSV_TEMPLATE).items)).toEqual([
      [2, 'TPW-B12', 2, true, 'LEFT'],
      [3, 'HW-PULL-128', 10, false, null],
    ]);
  });

  it('a line with a number is data, not a header', () => {
    expect(parseLines('item 2').header).toBeNull();
  });
});

// Codes as dealers write them: a letter first, then letters, digits and dashes; never a word of
// the grammar, and not a header name.
const code = fc
  .stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,14}$/)
  .filter(
    (s) =>
      !['a', 'rta', 'l', 'r', 'left', 'right', 'assembled', 'sku', 'item'].includes(
        s.toLowerCase(),
      ),
  );
const option = fc.constantFrom(
  { word: null, assembled: undefined, hinge: null },
  { word: 'A', assembled: true, hinge: null },
  { word: 'rta', assembled: false, hinge: null },
  { word: 'L', assembled: true, hinge: 'LEFT' as const },
  { word: 'right', assembled: true, hinge: 'RIGHT' as const },
);
const separator = fc.constantFrom(' ', '  ', ',', ', ', '\t', ';', ' ; ');

describe('the line grammar (property)', () => {
  it('any well-formed line round-trips, its parts in any order', () => {
    fc.assert(
      fc.property(
        code,
        fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: undefined }),
        option,
        separator,
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        (c, quantity, opt, sep, order) => {
          const parts = [c, quantity === undefined ? null : String(quantity), opt.word]
            .map((part, i) => ({ part, key: order[i]! }))
            .filter((p) => p.part !== null)
            .sort((a, b) => a.key - b.key)
            .map((p) => p.part);
          const { items, refused } = parseLines(parts.join(sep));
          expect(refused).toEqual([]);
          expect(items).toHaveLength(1);
          expect(items[0]).toMatchObject({
            code: c,
            quantity: quantity ?? 1,
            assembled: opt.assembled,
            hinge: opt.hinge,
          });
        },
      ),
    );
  });

  it('formatted items read back the same, in order', () => {
    const item = fc.record({
      code,
      quantity: fc.integer({ min: 1, max: 999 }),
      opt: option,
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (list) => {
        const wanted = list.map(({ code: c, quantity, opt }) => ({
          code: c,
          quantity,
          assembled: opt.assembled,
          hinge: opt.hinge,
        }));
        const parsed = parseLines(wanted.map(formatLine).join('\n'));
        expect(
          parsed.items.map(({ code: c, quantity, assembled, hinge }) => ({
            code: c,
            quantity,
            assembled,
            hinge,
          })),
        ).toEqual(wanted);
        expect(parsed.items.map((i) => i.line)).toEqual(wanted.map((_, i) => i + 1));
      }),
    );
  });

  it('no input throws, and every line read is an item or a refusal, once', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(
          fc.constantFrom(
            'sku',
            'qty',
            'B12',
            '2',
            '-1',
            '2.5',
            'L',
            'RTA',
            ',',
            ';',
            '\t',
            ' ',
            '\n',
            '"',
            '""',
            '\r\n',
            'x',
          ),
          { maxLength: 60 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        const parsed = parseLines(t);
        const lines = [...parsed.items, ...parsed.refused].map((l) => l.line);
        expect(new Set(lines).size).toBe(linesRead(parsed));
        // Only the header and lines without a letter or digit (',,', '""') are not read.
        const all = t.split(/\r\n|\r|\n/);
        const unread = all
          .map((_, i) => i + 1)
          .filter((n) => !lines.includes(n) && /[\p{L}\p{N}]/u.test(all[n - 1]!));
        expect(unread.length).toBeLessThanOrEqual(parsed.header === null ? 0 : 1);
      }),
      { numRuns: 300 },
    );
  });
});
