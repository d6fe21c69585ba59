import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, Text } from '@ds';
import { useSingleFlight } from '@/lib/use-single-flight';
import { stopActing } from '../api/acting';

/**
 * Ends acting as a dealer: the dealer's data leaves the browser as at sign-out and the staff
 * screen opens again. A failed call keeps the dealer's session and says so.
 */
export function StopActingButton() {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const stop = () =>
    void run(async () => {
      setFailure(null);
      const result = await stopActing();
      if (result.ok) navigate('/act-as-dealer', { replace: true });
      else setFailure(result.message);
    });
  return (
    <>
      <Button size={1} variant="outline" loading={busy} onClick={stop}>
        Stop Acting as Dealer
      </Button>
      {failure ? (
        <Text as="span" role="alert" size="2" css={{ color: 'inherit', fontWeight: '$semibold' }}>
          {failure}
        </Text>
      ) : null}
    </>
  );
}
