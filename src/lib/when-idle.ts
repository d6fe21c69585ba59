/**
 * Runs `run` when the browser next has a moment (requestIdleCallback), at the latest after
 * `timeoutMs`. For work a page wants soon but not in the middle of drawing it: prefetches, code for
 * parts the dealer has not opened yet. A browser without idle callbacks (Safari) runs it after
 * `fallbackMs`. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
}
