import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** Whether the app has painted once: parts mounted after that need not wait. */
let painted = false;

/** At the latest this long after the first paint the parts are drawn, however busy the page. */
const AT_THE_LATEST_MS = 1000;

/**
 * Shows `fallback` until the page has painted once and the browser has a moment, then `children`.
 * For the parts of every page that are loaded lazily but are not what the dealer came for (the
 * menus behind the header's buttons, the footer): their code is then asked for after the screen
 * itself is on the glass, so on a slow phone it does not compete with the screen's code, data and
 * pictures.
 */
export function AfterFirstPaint({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    // The next frame paints what this commit drew (and its picture reaches the screen a frame
    // later); the parts are rendered, and their code requested, when the browser is next idle
    // after that.
    let cancelIdle: (() => void) | undefined;
    const done = () => {
      painted = true;
      // As a transition, React draws the parts in slices that yield to the browser; a plain update
      // would draw them all (menus, footer) in one task, which a phone's input waits behind.
      startTransition(() => setReady(true));
    };
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        cancelIdle = whenIdle(done, AT_THE_LATEST_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
  }, [ready]);
  return ready ? children : fallback;
}
