import { Button, Card, Money, OrderStatus, Text, VisuallyHidden, orderStatusColor } from '@ds';
import type { Order } from '../api/orders';
import { formatOrderDate, itemCount, itemCountLabel } from '../model/order-display';

type Props = { order: Order; onOpen: (order: Order) => void };

/** One order of the list: the left bar's colour and the label both tell the status. */
export function OrderCard({ order, onOpen }: Props) {
  const count = itemCount(order);
  return (
    <Card
      as="li"
      padding={0}
      data-testid="order-card"
      data-status={order.status}
      css={{
        display: 'grid',
        gridTemplateColumns: '1.4fr 1fr 0.8fr 1fr 1.3fr auto',
        // Where one row no longer fits: number, date and items above amount, status and button
        // on a tablet; two facts a row on a phone.
        '@tablet': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        '@phone': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: '$4' },
        alignItems: 'center',
        gap: '$4',
        padding: '$4 $5',
        borderLeft: `$borderWidths$bar solid ${orderStatusColor(order.status)}`,
      }}
    >
      <div>
        <Text size="1" tone="muted">
          Order Number
        </Text>
        <Text as="h3" weight="bold">
          {order.salesOrderNumber}
        </Text>
        {/* The Owner sees the whole company's orders, each with whose it is. */}
        {order.orderedBy ? (
          <Text size="1" tone="muted">
            Ordered by {order.orderedBy}
          </Text>
        ) : null}
      </div>
      <div>
        <Text size="1" tone="muted">
          Date
        </Text>
        <Text>
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </Text>
      </div>
      <div>
        <Text size="1" tone="muted">
          Items
        </Text>
        <Text>{itemCountLabel(count)}</Text>
      </div>
      <div>
        <Text size="1" tone="muted">
          Amount
        </Text>
        <Text weight="bold">
          <Money amount={order.finalAmount} />
        </Text>
      </div>
      <OrderStatus status={order.status} />
      <Button variant="outline" size="1" onClick={() => onOpen(order)}>
        View Details
        <VisuallyHidden> of order {order.salesOrderNumber}</VisuallyHidden>
      </Button>
    </Card>
  );
}
