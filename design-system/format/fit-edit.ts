// Keeping a text field at its limit visibly: which part of an edit fits.

export type FittedEdit = { value: string; caret: number; cut: boolean };

/**
 * An edit (typing, paste, drop) that would make a value longer than max keeps what fits: the text
 * around the edit stays and only the inserted text is cut. `cut` tells that something was refused.
 */
export function fitEdit(previous: string, next: string, max: number): FittedEdit {
  if (next.length <= max) return { value: next, caret: next.length, cut: false };
  const shorter = Math.min(previous.length, next.length);
  let start = 0;
  while (start < shorter && previous[start] === next[start]) start++;
  let end = 0;
  while (
    end < shorter - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  )
    end++;
  const inserted = next.slice(start, next.length - end);
  const kept = inserted.slice(0, Math.max(max - start - end, 0));
  return {
    value: next.slice(0, start) + kept + next.slice(next.length - end),
    caret: start + kept.length,
    cut: kept.length < inserted.length,
  };
}
