import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingOverlay, useToast } from '@ds';
import { pickConfirmation } from '@/lib/order-confirmation';
import { pendingOrderKey, settleOrderKey } from '@/lib/order-key';
import { getCheckoutOutcome, LOCK_MAX_POLLS, LOCK_POLL_MS } from '../api/checkout';
import { clearMarker } from '../api/marker';
import { confirmOrder } from '../lib/confirm-order';
import type { NotPlacedState } from '../lib/not-placed';

export const CHECKING_TEXT = 'Checking on your last order…';
export const NOT_PLACED =
  'Your last order was not placed. Your cart is as you left it: review it and place the order again.';
const NOT_PLACED_BECAUSE = 'Your last order was not placed:';
export const COULD_NOT_CHECK =
  'We could not find out whether your last order was placed. Please check your orders in My Account before ordering again.';
const STILL_PROCESSING = 'Order processing is taking longer than expected.';

/**
 * A tab that sent a checkout and never heard back (a reload, Back, a reopened tab) asks the server
 * by the order key what became of it (docs/business-rules.md#checkout): a placed order opens its
 * confirmation, a refused or unknown one returns to checkout with the cart and the reason.
 */
export default function OrderRecovery() {
  const [pending] = useState(pendingOrderKey);
  const [, navigate] = useLocation();
  const toast = useToast();
  const [checking, setChecking] = useState(pending !== null);
  const key = pending?.key;

  useEffect(() => {
    if (!key) return undefined;
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const notPlaced = (text: string) => {
      settleOrderKey(key);
      clearMarker();
      setChecking(false);
      const state: NotPlacedState = { orderNotPlaced: text };
      navigate('/checkout', { state, replace: window.location.pathname === '/checkout' });
    };
    const ask = async () => {
      polls += 1;
      const result = await getCheckoutOutcome(key);
      if (stopped) return;
      // Unknown for now: the key stays, so the next load or Place Order asks again with it.
      if (!result.ok) {
        setChecking(false);
        toast.show(COULD_NOT_CHECK, { variant: 'error' });
        return;
      }
      const outcome = result.data;
      if (outcome === null) return notPlaced(NOT_PLACED);
      if (outcome.state === 'refused') return notPlaced(`${NOT_PLACED_BECAUSE} ${outcome.message}`);
      if (outcome.order) {
        settleOrderKey(key);
        setChecking(false);
        return confirmOrder(pickConfirmation(outcome.order), navigate);
      }
      // Accepted but not yet numbered: ask again, as the lock status is polled.
      if (polls < LOCK_MAX_POLLS) {
        timer = setTimeout(() => void ask(), LOCK_POLL_MS);
        return;
      }
      setChecking(false);
      toast.show(STILL_PROCESSING, { variant: 'error' });
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, navigate, toast]);

  return <LoadingOverlay active={checking} label={CHECKING_TEXT} />;
}
