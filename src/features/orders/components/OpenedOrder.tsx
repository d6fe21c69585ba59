import { Alert, Button, Card, Skeleton, Text } from '@ds';
import { LoadError } from '@/components/LoadError';
import { useOrders } from '../api/orders';
import { OrderDetail } from './OrderDetail';

type Props = { orderId: number; page: number; onBack: () => void };

/** The order opened from page `page` of the list (the list call is the only source of orders). */
export function OpenedOrder({ orderId, page, onBack }: Props) {
  const { data, error, isLoading, isValidating, mutate } = useOrders(page);
  const order = data?.orders.find((o) => o.id === orderId);

  if (order) return <OrderDetail key={order.id} order={order} onBack={onBack} />;
  if (error)
    return (
      <LoadError
        title="This order could not be loaded."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || isValidating)
    return (
      <Card aria-busy="true" aria-label="Loading the order" css={{ display: 'grid', gap: '$3' }}>
        <Skeleton css={{ width: '30%', height: '$space$7' }} />
        <Skeleton css={{ width: '20%' }} />
        <Skeleton shape="block" />
      </Card>
    );
  return (
    <Alert variant="warning" title="Order not found">
      <Text size="2" css={{ marginBottom: '$2' }}>
        This order is not on page {page} of your orders.
      </Text>
      <Button size={1} variant="outline" onClick={onBack}>
        Go Back
      </Button>
    </Alert>
  );
}
