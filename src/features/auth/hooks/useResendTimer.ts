import { useEffect, useState } from 'react';

/** docs/business-rules.md#timings: resend wait for verification codes. */
const RESEND_WAIT_SECONDS = 30;

/**
 * Counts down the wait before a code may be requested again. Seconds come from a deadline, not
 * from counting ticks, so a throttled background tab still shows the right number.
 */
export function useResendTimer(waitSeconds = RESEND_WAIT_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return {
    secondsLeft,
    start() {
      const t = Date.now();
      setNow(t);
      setDeadline(t + waitSeconds * 1000);
    },
    reset() {
      setDeadline(null);
    },
  };
}

export const resendWaitText = (seconds: number) => `${seconds} seconds left before you can resend`;
