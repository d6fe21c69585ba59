import { useEffect, useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { useSession } from '@/api';
import {
  Button,
  ButtonLink,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Money,
  formatDate,
  styled,
} from '@ds';
import {
  forgetConfirmation,
  orderDetailPath,
  readConfirmation,
  type OrderConfirmation,
} from '@/lib/order-confirmation';
import { readSuccessState, withoutSuccess, type SuccessFlag } from './purchase-success';

const Facts = styled('dl', {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '$2 $5',
  padding: '$4',
  borderRadius: '$2',
  backgroundColor: '$surfaceMuted',
  fontSize: '$3',
  '& dt': { color: '$textMuted', fontWeight: '$semibold' },
  '& dd': { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
});

function OrderFacts({ order }: { order: OrderConfirmation }) {
  return (
    <Facts aria-label="Your order">
      <dt>Order Number</dt>
      <dd>{order.salesOrderNumber}</dd>
      <dt>Date</dt>
      <dd>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </dd>
      <dt>PO Number</dt>
      <dd>{order.poNumber || 'None'}</dd>
      <dt>Total</dt>
      <dd>
        <Money amount={order.finalAmount} strong />
      </dd>
    </Facts>
  );
}

/** Drops the flag from this history entry: Back or a reload later does not congratulate again. */
function forgetSuccess() {
  window.history.replaceState(withoutSuccess(window.history.state), '');
}

/** What the flag opens: the stored confirmation, the order that came along, or nothing (stale). */
function resolve(flag: SuccessFlag | null): { order: OrderConfirmation | null } | null {
  if (!flag) return null;
  return flag.kind === 'stored' ? readConfirmation(flag.id) : { order: flag.order };
}

/**
 * Opens when Our Products is reached with the checkout-success flag in navigation state
 * (docs/business-rules.md#screens) and shows the order's facts with a way to its detail. While
 * the confirmation is stored the flag stays in the history entry, so a reload shows it again;
 * Continue Shopping or View Order ends it. Cannot be closed by backdrop click or Escape.
 */
export function PurchaseSuccessDialog() {
  const historyState: unknown = useHistoryState();
  // Orders are a dealer's: signed out (here or in another tab) nothing of one is shown.
  const { isAuthenticated } = useSession();
  const [shown, setShown] = useState<{ order: OrderConfirmation | null } | null>(null);
  const [seen, setSeen] = useState<unknown>(undefined);
  // Derived during render (not in an effect): the flag may also arrive while the page is open.
  if (historyState !== seen) {
    setSeen(historyState);
    const next = resolve(readSuccessState(historyState));
    if (next) setShown(next);
  }

  useEffect(() => {
    const flag = readSuccessState(historyState);
    if (!flag) return;
    if (!isAuthenticated) forgetConfirmation();
    // Shown once (nothing stored to show it again), or stale: the dealer acknowledged it or
    // signed out since, which cleared the storage.
    if (!isAuthenticated || flag.kind === 'once' || !readConfirmation(flag.id)) forgetSuccess();
  }, [historyState, isAuthenticated]);

  const done = () => {
    forgetConfirmation();
    forgetSuccess();
  };

  const order = shown?.order ?? null;
  return (
    <Dialog open={shown !== null && isAuthenticated}>
      <DialogContent dismissible={false} size={1}>
        <DialogTitle>Purchase Successful!</DialogTitle>
        <DialogDescription>
          Thank you for your order. You can follow it in My Account under My Order.
        </DialogDescription>
        {order ? <OrderFacts order={order} /> : null}
        <DialogActions css={{ flexWrap: 'wrap' }}>
          {order ? (
            <ButtonLink href={orderDetailPath(order.orderId)} variant="outline" onClick={done}>
              View Order
            </ButtonLink>
          ) : null}
          <Button
            onClick={() => {
              done();
              setShown(null);
            }}
          >
            Continue Shopping
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
