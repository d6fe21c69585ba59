import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a second call while one is in flight is ignored, so double clicks on
 * save or delete send one request (the ref guards the gap before the busy render lands).
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
