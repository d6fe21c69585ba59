import { describe, expect, it } from 'vitest';
import { jobCheck, mainStyle, type CheckedLine } from './job-check';

let nextId = 1;

/** A cabinet line in stock, one unassembled; override what the case is about. */
function line(sku: string, over: Partial<CheckedLine> = {}): CheckedLine {
  const id = nextId++;
  return {
    cartItemId: id,
    productId: id,
    sku,
    quantity: 1,
    stock: 20,
    qtyRestrictions: 10,
    isAssembled: false,
    isHingeable: true,
    hingeDirection: null,
    hingeChosen: false,
    skuPrefix: sku.split('-')[0]!,
    ...over,
  };
}

const assembled = { isAssembled: true, hingeDirection: 'LEFT' } as const;

describe('jobCheck', () => {
  it('finds nothing in one style with chosen hinges', () => {
    const check = jobCheck([line('TPW-B12', { ...assembled, hingeChosen: true }), line('TPW-B15')]);
    expect(check).toEqual({ blocks: [], warnings: [] });
  });

  it('warns about an assembled hingeable line whose side was never chosen', () => {
    const b12 = line('TPW-B12', { ...assembled, hingeChosen: false });
    const [w] = jobCheck([b12]).warnings;
    expect(w).toEqual({
      kind: 'hinge',
      lines: [{ cartItemId: b12.cartItemId, sku: 'TPW-B12' }],
      side: 'LEFT',
      message: 'Hinge side not chosen: Left is assumed',
    });
  });

  it('does not warn about a hinge on an unassembled or unhingeable line', () => {
    const check = jobCheck([
      line('TPW-B12'),
      line('TPW-B24', { isAssembled: true, isHingeable: false }),
    ]);
    expect(check.warnings).toEqual([]);
  });

  it('names the lines outside the main style, counted by quantity', () => {
    const lines = [line('TPG-B12'), line('TPW-B15', { quantity: 3 }), line('TPG-B18')];
    expect(mainStyle(lines)).toBe('TPW');
    const [w] = jobCheck(lines).warnings;
    expect(w?.kind).toBe('style');
    expect(w?.lines.map((l) => l.sku)).toEqual(['TPG-B12', 'TPG-B18']);
    expect(w?.message).toBe(
      'Cabinets in more than one door style: 2 line(s) in TPG, the rest in TPW.',
    );
  });

  it('gives a tie to the style met first and leaves hardware out', () => {
    const lines = [line('TPG-B12'), line('TPW-B15'), line('HW-PULL-96', { skuPrefix: null })];
    expect(mainStyle(lines)).toBe('TPG');
    expect(jobCheck(lines).warnings.map((w) => w.lines.map((l) => l.sku))).toEqual([['TPW-B15']]);
  });

  it('warns about a Base Easy Reach with no Wooden Table and says how many to add', () => {
    const ber = line('TPW-BER33', { quantity: 2, isHingeable: false });
    const [w] = jobCheck([ber]).warnings;
    expect(w).toMatchObject({ kind: 'table', quantity: 2, lines: [{ sku: 'TPW-BER33' }] });
    expect(w?.message).toContain('not a Lazy Susan');
  });

  it('counts tables against BER items', () => {
    const table = { isHingeable: false, description: 'WOODEN TABLE 33" for Lazy Susan' };
    const ber = line('TPW-BER33', { quantity: 2, isHingeable: false });
    expect(jobCheck([ber, line('TPW-WT33', table)]).warnings).toMatchObject([
      { kind: 'table', quantity: 1 },
    ]);
    expect(jobCheck([ber, line('TPW-WT33', { ...table, quantity: 2 })]).warnings).toEqual([]);
  });

  it('blocks on the availability and bundle rules, naming the lines', () => {
    const short = line('TPW-SB36', { quantity: 9, stock: 7 });
    const table = line('TPW-WT33', { isHingeable: false, description: 'WOODEN TABLE 33"' });
    const { blocks } = jobCheck([short, table]);
    expect(blocks.map((b) => [b.kind, b.lines.map((l) => l.sku)])).toEqual([
      ['availability', ['TPW-SB36']],
      ['bundle', ['TPW-WT33']],
    ]);
    expect(blocks[0]?.message).toBe('Only 7 available');
  });
});
