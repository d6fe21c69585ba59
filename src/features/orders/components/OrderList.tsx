import { ButtonLink, Card, Heading, Text } from '@ds';
import { CardList, CardListSkeleton } from '@/components/CardList';
import { LoadError } from '@/components/LoadError';
import { START_PATH } from '@/lib/config';
import { useOrders, type Order } from '../api/orders';
import { OrderCard } from './OrderCard';

type Props = {
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (order: Order) => void;
};

/** The My Order tab: one page of orders, newest first, with the pages below. */
export function OrderList({ page, onPageChange, onOpen }: Props) {
  const { data, error, isLoading, isValidating, mutate } = useOrders(page);

  // With keepPreviousData the last page stays on screen; an error for this page still shows.
  if (error)
    return (
      <LoadError
        title="Your orders could not be loaded."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data)
    return (
      <CardListSkeleton
        label="Loading your orders"
        count={5}
        titleWidth="30%"
        cardCss={{ borderLeft: '$borderWidths$bar solid $gray3' }}
      />
    );
  if (!data || data.orders.length === 0)
    return (
      <Card variant="muted" padding={3} css={{ textAlign: 'center', display: 'grid', gap: '$4' }}>
        <Heading as="h3" size="2">
          No orders yet
        </Heading>
        <Text tone="muted">
          {page > 1 && data && data.totalPages > 0
            ? `Page ${page} is past the last page of your orders.`
            : 'Orders you place will appear here, with their invoices.'}
        </Text>
        <div>
          <ButtonLink href={START_PATH}>Browse the Catalog</ButtonLink>
        </div>
      </Card>
    );
  return (
    <div>
      <CardList
        label="Your orders"
        busy={isValidating}
        pages={{ page, pageCount: data.totalPages, onPageChange, label: 'Order pages' }}
      >
        {data.orders.map((order) => (
          <OrderCard key={order.id} order={order} onOpen={onOpen} />
        ))}
      </CardList>
    </div>
  );
}
