import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useToast } from '@ds';
import { cartKey, clearDiscount, emptyCart, type Cart } from '@/features/cart';
import {
  isOrderConfirmation,
  pickConfirmation,
  type OrderConfirmation,
} from '@/lib/order-confirmation';
import { refreshApprovalRequests } from '@/features/company';
import { savePaymentInfo } from '@/features/payments';
import { savePaymentBody } from '../api/body';
import {
  checkLockStatus,
  EMPTY_CART_MESSAGE,
  LOCK_MAX_POLLS,
  LOCK_POLL_MS,
  ORDER_MARKER_TTL_MS,
  placeOrder,
  type CheckoutRequest,
} from '../api/checkout';
import { clearMarker, readMarker, writeMarker, type OrderMarker } from '../api/marker';
import { orderKeyFor, pendingOrderKey, settleOrderKey } from '@/lib/order-key';
import { confirmOrder } from '../lib/confirm-order';
import { forgetNotPlacedNotice, notPlacedNotice } from '../lib/not-placed';

const PROCESSING_FAILED = 'Order processing failed.';
const PROCESSING_TOO_LONG = 'Order processing is taking longer than expected.';

/** A marker younger than its lifetime means an order may still be running on the server. */
function liveMarker(now: number): OrderMarker | null {
  const marker = readMarker();
  if (!marker) return null;
  if (now - marker.time < ORDER_MARKER_TTL_MS) return marker;
  clearMarker();
  return null;
}

/** The confirmation an answer carries, or null when it names no order. */
const confirmationIn = (value: unknown): OrderConfirmation | null =>
  isOrderConfirmation(value) ? pickConfirmation(value) : null;

export type Submission = { body: CheckoutRequest; saveCard: boolean };

/**
 * Place Order and what follows (docs/business-rules.md#checkout): the marker, the loader, the
 * success and failure paths, and on page load the lock polling that picks up a running order.
 */
export function useOrderProcessing() {
  const [, navigate] = useLocation();
  const toast = useToast();
  // Read once at mount: a reload during processing brings the loader straight back, and a reload
  // after the order was accepted goes straight to its confirmation.
  // A tab with an unsettled order key asks by the key instead (OrderRecovery).
  const [resumed] = useState(() => (pendingOrderKey() ? null : liveMarker(Date.now())));
  const notice = notPlacedNotice(useHistoryState());
  const [processing, setProcessing] = useState(resumed !== null);
  const [error, setError] = useState<string | null>(null);
  /** True from the first Place Order until a failure: guards against a second request. */
  const inFlight = useRef(resumed !== null);
  const [finished, setFinished] = useState(() => Boolean(resumed?.order));

  const confirm = useCallback(
    (order: OrderConfirmation | null, cartSpent = true) =>
      confirmOrder(order, navigate, { cartSpent }),
    [navigate],
  );

  const succeed = useCallback(
    (order: OrderConfirmation | null, cartSpent = true) => {
      setFinished(true);
      confirm(order, cartSpent);
    },
    [confirm],
  );

  const fail = useCallback((message: string) => {
    clearMarker();
    inFlight.current = false;
    setProcessing(false);
    setError(message);
  }, []);

  const cartWasEmpty = useCallback(() => {
    setFinished(true);
    clearDiscount();
    void mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
    toast.show(EMPTY_CART_MESSAGE, { variant: 'error' });
    navigate('/our-products', { replace: true });
  }, [navigate, toast]);

  /** Returns false when an order is already on its way (nothing sent). */
  const submit = useCallback(
    async ({ body, saveCard }: Submission): Promise<'busy' | 'failed' | 'done'> => {
      if (inFlight.current) return 'busy';
      inFlight.current = true;
      setError(null);
      forgetNotPlacedNotice();
      const marker: OrderMarker = { time: Date.now(), poNumber: body.poNumber ?? null };
      writeMarker(marker);
      setProcessing(true);
      const { key } = orderKeyFor(body.items ?? [], marker.time);
      const result = await placeOrder(body, key);
      // Any answer the server gave settles the key; without one (a lost answer, a 5xx) it stays
      // for the next Place Order or a reload to ask about (docs/business-rules.md#checkout).
      if (result.ok || result.status < 500) settleOrderKey(key);
      if (!result.ok) {
        if (result.message.includes('Your cart is empty')) {
          clearMarker();
          cartWasEmpty();
          return 'done';
        }
        fail(result.message);
        return 'failed';
      }
      // Accepted: the marker keeps the confirmation until the page moves on, so a reload while
      // the card is saved still shows it.
      const order = confirmationIn(result.data);
      writeMarker(order ? { ...marker, order } : marker);
      const card = saveCard ? savePaymentBody(body) : null;
      if (card) {
        const saved = await savePaymentInfo(card);
        if (!saved.ok) console.warn('Saving the card for next time failed.', saved.status);
      }
      // An approval places the request's lines, not the Owner's cart.
      succeed(order, body.approvalRequestId === undefined);
      if (body.approvalRequestId !== undefined) void refreshApprovalRequests();
      return 'done';
    },
    [cartWasEmpty, fail, succeed],
  );

  useEffect(() => {
    if (!resumed) return undefined;
    // Accepted before the reload ('finished' started true): nothing left to wait for.
    if (resumed.order) {
      confirm(resumed.order);
      return undefined;
    }
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      polls += 1;
      const result = await checkLockStatus();
      if (stopped) return;
      if (!result.ok) return fail(result.message);
      if (!result.data.locked) {
        clearMarker();
        if (result.data.orderCompleted) return succeed(confirmationIn(result.data.order));
        return fail(result.data.message || PROCESSING_FAILED);
      }
      if (polls >= LOCK_MAX_POLLS) return fail(PROCESSING_TOO_LONG);
      timer = setTimeout(() => void poll(), LOCK_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [resumed, confirm, fail, succeed]);

  // The loader gave up (it reports the network issue itself). The guard stays until the pending
  // request answers, so a second order cannot start while the first may still go through.
  const loaderTimedOut = useCallback(() => setProcessing(false), []);

  return { processing, error: error ?? notice, setError, submit, finished, loaderTimedOut };
}
