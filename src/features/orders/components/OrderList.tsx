import { ButtonLink, Card, Grid, Heading, Pagination, Skeleton, Text } from '@ds';
import { LoadError } from '@/components/LoadError';
import { START_PATH } from '@/lib/config';
import { useOrders, type Order } from '../api/orders';
import { OrderCard } from './OrderCard';

const listCss = { listReset: true } as const;

function LoadingList() {
  return (
    <Grid as="ul" gap="3" css={listCss} aria-busy="true" aria-label="Loading your orders">
      {Array.from({ length: 5 }, (_, i) => (
        <Card
          as="li"
          key={i}
          css={{ display: 'grid', gap: '$2', borderLeft: '$borderWidths$bar solid $gray3' }}
        >
          <Skeleton css={{ width: '30%' }} />
          <Skeleton css={{ width: '60%' }} />
        </Card>
      ))}
    </Grid>
  );
}

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
  if (isLoading && !data) return <LoadingList />;
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
      <Grid
        as="ul"
        gap="3"
        css={listCss}
        aria-busy={isValidating || undefined}
        aria-label="Your orders"
      >
        {data.orders.map((order) => (
          <OrderCard key={order.id} order={order} onOpen={onOpen} />
        ))}
      </Grid>
      <Pagination
        page={Math.min(page, data.totalPages)}
        pageCount={data.totalPages}
        onPageChange={onPageChange}
        label="Order pages"
        css={{ marginTop: '$6' }}
      />
    </div>
  );
}
