import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLines } from './parse-lines';
import { fileText, UnreadableFile } from './read-file';

const fixture = resolve(process.cwd(), 'tests/fixtures/cut-list.xlsx');

describe('fileText', () => {
  it('reads the first sheet of a workbook as tab-separated rows, which parse by their headers', async () => {
    const file = new File([await readFile(fixture)], 'cut-list.xlsx');
    const text = await fileText(file);
    expect(text.split('\n')).toEqual([
      'Item\tDescription\tQty\tHinge',
      'B12\tBase 12"\t2\tL',
      'W3030\tWall 30x30\t1\t',
      'B1Z\ttypo\t1\t',
      'SB36\tSink base\t0\t',
    ]);
    const parsed = parseLines(text);
    expect(parsed.items.map((i) => [i.code, i.quantity, i.hinge])).toEqual([
      ['B12', 2, 'LEFT'],
      ['W3030', 1, null],
      ['B1Z', 1, null],
    ]);
    expect(parsed.refused.map((r) => [r.line, r.reason])).toEqual([
      [5, 'Quantity must be at least 1'],
    ]);
  });

  it('reads a CSV as it is, and refuses what it cannot read with the reason', async () => {
    expect(await fileText(new File(['sku,qty\nTPW-B12,2'], 'a.csv'))).toBe('sku,qty\nTPW-B12,2');
    await expect(fileText(new File(['x'], 'old.xls'))).rejects.toThrow(UnreadableFile);
    await expect(fileText(new File(['not a zip'], 'broken.xlsx'))).rejects.toThrow(
      'broken.xlsx could not be read as an Excel workbook.',
    );
  });
});
