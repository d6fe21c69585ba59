import { useEffect, useState, type RefObject } from 'react';

/** Lists this long draw only the rows near the screen; shorter ones draw every row. */
const WINDOW_FROM = 80;
/** Rows drawn above and below the screen, so scrolling does not show gaps. */
const OVERSCAN = 15;

type Range = { start: number; end: number };

function rangeFor(el: HTMLElement | null, count: number, rowHeight: number): Range {
  if (!el) return { start: 0, end: Math.min(count, 2 * OVERSCAN) };
  const top = el.getBoundingClientRect().top;
  const first = Math.floor(-top / rowHeight) - OVERSCAN;
  const last = Math.ceil((window.innerHeight - top) / rowHeight) + OVERSCAN;
  const start = Math.max(0, Math.min(count, first));
  return { start, end: Math.max(start, Math.min(count, last)) };
}

/**
 * The rows of a long list worth drawing: those within the window, by the page's scroll, taking
 * every row to be `rowHeight` high. A thousand quick-order rows would otherwise take seconds to
 * mount and freeze the page; the others are stood in for by empty space of their height.
 */
export function useWindowedRows(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
): Range {
  const windowed = count >= WINDOW_FROM;
  const [range, setRange] = useState<Range>(() => ({
    start: 0,
    end: Math.min(count, 2 * OVERSCAN),
  }));
  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = rangeFor(ref.current, count, rowHeight);
        setRange((r) => (r.start === next.start && r.end === next.end ? r : next));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [windowed, ref, count, rowHeight]);
  if (!windowed) return { start: 0, end: count };
  // Until the first measure (and when the count changed since), keep within the list.
  return { start: Math.min(range.start, count), end: Math.min(range.end, count) };
}
