import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** Whether the app has painted once: parts mounted after that need not wait. */
let painted = false;

/** At the latest this long after the first paint (or the part before) a part is drawn. */
const AT_THE_LATEST_MS = 1000;

type Turn = { load?: () => Promise<unknown>; show: () => void };

/** Parts waiting for their turn, in the order they mounted (the header's menus, then the footer). */
const waiting: Turn[] = [];
/** The part being loaded and drawn now; the next waits until it is on the page. */
let current: Turn | undefined;

/**
 * Draws the next waiting part when the browser is next idle. One part at a time, each after the
 * one before has been committed and painted: drawn together, the menus and the footer were one
 * commit and one style and layout pass of a few hundred elements, a long task on a phone.
 */
function next() {
  if (current || waiting.length === 0) return;
  const turn = waiting.shift()!;
  current = turn;
  whenIdle(() => {
    painted = true;
    // Its code first, so the part is drawn in one go rather than as its Suspense fallback first;
    // code that is slow to come (or fails) is left to the part's Suspense and error handling, so
    // the parts after it are not held up.
    const code = (turn.load?.() ?? Promise.resolve()).catch(() => undefined);
    void Promise.race([code, new Promise((resolve) => setTimeout(resolve, AT_THE_LATEST_MS))]).then(
      () => {
        // As a transition, React draws the part in slices that yield to the browser.
        if (current === turn) startTransition(turn.show);
      },
    );
  }, AT_THE_LATEST_MS);
}

/** The part is on the page (or gone): the next may start once this commit has painted. */
function finished(turn: Turn) {
  const index = waiting.indexOf(turn);
  if (index >= 0) waiting.splice(index, 1);
  if (current !== turn) return;
  current = undefined;
  requestAnimationFrame(() => requestAnimationFrame(next));
}

/**
 * Shows `fallback` until the page has painted once and the browser has a moment, then `children`.
 * For the parts of every page that are loaded lazily but are not what the dealer came for (the
 * menus behind the header's buttons, the footer): their code is then asked for after the screen
 * itself is on the glass, so on a slow phone it does not compete with the screen's code, data and
 * pictures. `load` (the part's dynamic import) is awaited before the part is drawn.
 */
export function AfterFirstPaint({
  children,
  fallback,
  load,
}: {
  children: ReactNode;
  fallback: ReactNode;
  load?: () => Promise<unknown>;
}) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const turn: Turn = { load, show: () => setReady(true) };
    waiting.push(turn);
    // The next frame paints what this commit drew (and its picture reaches the screen a frame
    // later); the first part is rendered, and its code requested, when the browser is next idle
    // after that.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(next);
    });
    return () => {
      cancelAnimationFrame(frame);
      finished(turn);
    };
    // `load` is read once, when the part starts waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return ready ? children : fallback;
}
