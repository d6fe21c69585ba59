import { describe, expect, it } from 'vitest';
import { jobCheck, type CheckedLine } from './job-check';
import { hingeFix, styleFixLines, tableFixSku } from './job-fixes';

let nextId = 1;

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
    skuPrefix: sku.startsWith('HW-') ? null : sku.split('-')[0]!,
    ...over,
  };
}

/** The lines after a fix's change, as the server would answer them. */
const withChange = (lines: CheckedLine[], id: number, change: Partial<CheckedLine>) =>
  lines.map((l) => (l.cartItemId === id ? { ...l, ...change } : l));

describe('the job check fixes', () => {
  it('confirming a side sends it as chosen, and the hinge warning is gone', () => {
    const b12 = line('TPW-B12', { isAssembled: true, hingeDirection: 'LEFT' });
    const [warning] = jobCheck([b12]).warnings;
    expect(warning?.kind).toBe('hinge');
    const change = hingeFix(b12, 'RIGHT');
    expect(change).toEqual({
      cartItemId: b12.cartItemId,
      hingeDirection: 'RIGHT',
      hingeChosen: true,
    });
    const after = withChange([b12], b12.cartItemId, change);
    expect(jobCheck(after).warnings).toEqual([]);
  });

  it('adds the Wooden Table in the style of the Base Easy Reach', () => {
    expect(tableFixSku([line('HW-PULL-128'), line('TPG-BER36'), line('TPW-BER33')])).toBe(
      'TPG-WT33',
    );
    expect(tableFixSku([line('TPW-B12')])).toBeNull();
  });

  it('the table warning asks for as many tables as Base Easy Reach lack', () => {
    const lines = [
      line('TPW-BER33', { quantity: 2, isHingeable: false }),
      line('TPW-BER36', { quantity: 1, isHingeable: false }),
      line('TPW-WT33', { description: 'WOODEN TABLE 33" for Lazy Susan', isHingeable: false }),
    ];
    const table = jobCheck(lines).warnings.find((w) => w.kind === 'table');
    expect(table).toMatchObject({ kind: 'table', quantity: 2 });
    expect(tableFixSku(lines)).toBe('TPW-WT33');
  });

  it('switches only the cabinet lines outside the main style', () => {
    const lines = [
      line('TPW-B12', { quantity: 3 }),
      line('TPG-B15'),
      line('HW-PULL-128', { isHingeable: false }),
      line('AW-B18'),
    ];
    const style = jobCheck(lines).warnings.find((w) => w.kind === 'style');
    expect(style?.kind === 'style' && style.mainStyle).toBe('TPW');
    expect(styleFixLines(lines, 'TPW').map((l) => l.sku)).toEqual(['TPG-B15', 'AW-B18']);
  });
});
