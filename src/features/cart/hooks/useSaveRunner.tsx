import { useCallback, useRef, useState } from 'react';
import { LoadingOverlay, useToast } from '@ds';
import type { Result } from '@/api';

/**
 * Exactly once: one save or delete at a time. A call started while another is in flight sends
 * nothing and returns null. The full-screen overlay shows meanwhile and gives up after 40 s.
 */
export function useSaveRunner() {
  const toast = useToast();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T,>(
      call: () => Promise<Result<T>>,
      success?: string | ((data: T) => string | undefined),
    ): Promise<Result<T> | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await call();
        if (!result.ok) toast.show(result.message, { variant: 'error' });
        else {
          const text = typeof success === 'function' ? success(result.data) : success;
          if (text) toast.show(text, { variant: 'success' });
        }
        return result;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [toast],
  );

  const overlay = (
    <LoadingOverlay
      active={busy}
      onTimeout={() => {
        inFlight.current = false;
        setBusy(false);
      }}
    />
  );
  return { run, busy, overlay };
}

export type SaveRun = ReturnType<typeof useSaveRunner>['run'];
