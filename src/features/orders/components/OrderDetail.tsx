import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button, Flex, formatDate, Grid, Heading, OrderStatus, Text, useToast } from '@ds';
import { quoteName } from '@/features/quotes';
import { downloadInvoice, type Order } from '../api/orders';
import { orderAgain, type ReorderOutcome } from '../api/order-again';
import { formatOrderDate } from '../model/order-display';
import { OrderLines } from './OrderLines';
import { PaymentBox, SummaryBox } from './OrderBoxes';
import { OrderAgainDialog } from './OrderAgainDialog';

type Props = { order: Order; onBack: () => void };

/** An opened order, full width: header with actions, lines, then payment and summary boxes. */
export function OrderDetail({ order, onBack }: Props) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<'invoice' | 'reorder' | null>(null);
  const running = useRef(false);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);

  // One call at a time: a second click while the first runs is ignored.
  async function run(kind: 'invoice' | 'reorder', work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  const onInvoice = () =>
    run('invoice', async () => {
      const result = await downloadInvoice(order);
      if (!result.ok) toast.show(result.message, { variant: 'error' });
    });

  const onOrderAgain = () =>
    run('reorder', async () => {
      const result = await orderAgain(order.OrderItems);
      if (result.problems.length > 0) setOutcome(result);
      else navigate('/cart');
    });

  return (
    <article aria-labelledby="order-title">
      <Flex align="start" gap="4" wrap={{ '@tablet': 'wrap' }} css={{ marginBottom: '$6' }}>
        {/* Under 1024 px the actions go on their own row below the title. */}
        <Flex
          direction="column"
          align="start"
          gap="1"
          css={{ flexGrow: 1, '@tablet': { flexBasis: '100%' } }}
        >
          <Heading as="h2" size="4" id="order-title">
            Order {order.salesOrderNumber}
          </Heading>
          <Text tone="muted">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            {order.poNumber ? ` · PO ${order.poNumber}` : null}
          </Text>
          {order.placedBy ? (
            <Text tone="muted">
              Placed by {order.placedBy.staffEmail} for {order.placedBy.dealerCompany}
            </Text>
          ) : null}
          {/* An approved request's order names the requester in its own line. */}
          {order.orderedBy && !order.approval ? (
            <Text tone="muted">Ordered by {order.orderedBy}</Text>
          ) : null}
          {order.approval ? (
            <Text tone="muted">
              Requested by {order.approval.requestedBy}, approved by {order.approval.approvedBy}
            </Text>
          ) : null}
          {order.quote ? (
            <Text tone="muted">
              From quote {quoteName(order.quote)} (no. {order.quote.id}) · special pricing offer of{' '}
              <time dateTime={order.quote.offeredAt}>{formatDate(order.quote.offeredAt)}</time>
            </Text>
          ) : null}
          <OrderStatus status={order.status} />
        </Flex>
        <Button variant="outline" onClick={onBack}>
          Go Back
        </Button>
        {order.status !== 'CLOSED' ? (
          <Button variant="secondary" onClick={onInvoice} loading={busy === 'invoice'}>
            Invoice
          </Button>
        ) : null}
        <Button onClick={onOrderAgain} loading={busy === 'reorder'}>
          Order Again
        </Button>
      </Flex>
      <OrderLines order={order} />
      <Grid columns={{ '@initial': '2', '@tablet': '1' }} gap="6" css={{ marginTop: '$7' }}>
        <PaymentBox order={order} />
        <SummaryBox order={order} />
      </Grid>
      <OrderAgainDialog
        outcome={outcome}
        onClose={() => setOutcome(null)}
        onGoToCart={() => navigate('/cart')}
      />
    </article>
  );
}
