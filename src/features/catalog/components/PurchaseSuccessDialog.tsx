import { useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
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
import { orderDetailPath, type OrderConfirmation } from '@/lib/order-confirmation';
import { readSuccessState, withoutSuccess } from './purchase-success';

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

/**
 * Opens when Our Products is reached with the checkout-success flag in navigation state
 * (docs/business-rules.md#screens) and shows the order's facts with a way to its detail. The flag
 * stays in the history entry until the dealer moves on, so a reload shows the confirmation again.
 * Cannot be closed by backdrop click or Escape, only by Continue Shopping (or View Order).
 */
export function PurchaseSuccessDialog() {
  const historyState: unknown = useHistoryState();
  const [shown, setShown] = useState<{ order: OrderConfirmation | null } | null>(null);
  const [seen, setSeen] = useState<unknown>(undefined);
  // Derived during render (not in an effect): the flag may also arrive while the page is open.
  if (historyState !== seen) {
    setSeen(historyState);
    const success = readSuccessState(historyState);
    if (success) setShown(success);
  }

  const order = shown?.order ?? null;
  return (
    <Dialog open={shown !== null}>
      <DialogContent dismissible={false} size={1}>
        <DialogTitle>Purchase Successful!</DialogTitle>
        <DialogDescription>
          Thank you for your order. You can follow it in My Account under My Order.
        </DialogDescription>
        {order ? <OrderFacts order={order} /> : null}
        <DialogActions css={{ flexWrap: 'wrap' }}>
          {order ? (
            <ButtonLink
              href={orderDetailPath(order.orderId)}
              variant="outline"
              onClick={forgetSuccess}
            >
              View Order
            </ButtonLink>
          ) : null}
          <Button
            onClick={() => {
              forgetSuccess();
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
