import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitEdit } from './fit-edit';

describe('fitEdit: an edit past the limit keeps what fits', () => {
  it('leaves an edit within the limit alone', () => {
    expect(fitEdit('JOB', 'JOB-4', 20)).toEqual({ value: 'JOB-4', caret: 5, cut: false });
  });

  it('cuts a paste into an empty field to the limit', () => {
    const pasted = 'PO-2026-KITCHEN-RENOVATION';
    expect(fitEdit('', pasted, 20)).toEqual({ value: pasted.slice(0, 20), caret: 20, cut: true });
  });

  it('refuses a character typed at the limit, wherever the caret is', () => {
    const full = 'ABCDEFGHIJKLMNOPQRST';
    expect(fitEdit(full, `${full}U`, 20)).toEqual({ value: full, caret: 20, cut: true });
    expect(fitEdit(full, `ABCDEXFGHIJKLMNOPQRST`, 20)).toEqual({
      value: full,
      caret: 5,
      cut: true,
    });
  });

  it('keeps the text around a paste in the middle and cuts only the paste', () => {
    // 16 characters, caret after 'JOB-', paste '12345678' (room for 4).
    expect(fitEdit('JOB-KITCHEN-0001', 'JOB-12345678KITCHEN-0001', 20)).toEqual({
      value: 'JOB-1234KITCHEN-0001',
      caret: 8,
      cut: true,
    });
  });

  it('a paste replacing a selection counts the freed room', () => {
    // 'KITCHEN' (7) selected in an 18-character value and replaced by 10 characters: room for 9.
    expect(fitEdit('JOB-KITCHEN-000001', 'JOB-0123456789-000001', 20)).toEqual({
      value: 'JOB-012345678-000001',
      caret: 13,
      cut: true,
    });
  });

  it('never leaves more than the limit and keeps the text around the edit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        fc.string({ maxLength: 40 }),
        (previous, a, b, inserted) => {
          const from = a % (previous.length + 1);
          const to = from + (b % (previous.length - from + 1));
          const before = previous.slice(0, from);
          const after = previous.slice(to);
          const fitted = fitEdit(previous, before + inserted + after, 20);
          expect(fitted.value.length).toBeLessThanOrEqual(20);
          if ((before + inserted + after).length <= 20) expect(fitted.cut).toBe(false);
          else expect(fitted.value.length).toBe(20);
        },
      ),
    );
  });
});
