type Box = { top: number; bottom: number; left: number; right: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the toast's top edge goes: its resting place under the header, unless that would cover the
 * focused control; then just below the control, or above it when below does not fit.
 */
export function toastTop({
  resting,
  toast,
  focused,
  viewportHeight,
  gap = 16,
}: {
  resting: number;
  /** The toast's box at its resting place. */
  toast: Box;
  focused: Box | null;
  viewportHeight: number;
  gap?: number;
}): number {
  if (!focused) return resting;
  const padded = { ...focused, top: focused.top - gap, bottom: focused.bottom + gap };
  if (!overlaps(toast, padded)) return resting;
  const height = toast.bottom - toast.top;
  const below = focused.bottom + gap;
  if (below + height <= viewportHeight) return below;
  return Math.max(gap, focused.top - gap - height);
}
