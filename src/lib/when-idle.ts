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

/**
 * Runs `steps` one per task, in order, so the browser can paint or take input between them: on a
 * phone, start-up work done in one go is one long task. Settles once the last has run; a step
 * that throws stops the ones after it.
 */
export async function inTurns(steps: Array<() => void>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve));
    step();
  }
}
