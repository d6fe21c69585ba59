import { Alert, Button, Card, Skeleton, Text } from '@ds';
import type { ItemClass } from '../api/product-model';
import { useProducts } from '../api/products';
import { CardGrid } from './CabinetColorGrid';
import { ClassProductCard } from './ClassProductCard';

function LoadingCards() {
  return (
    <CardGrid columns={4} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} css={{ display: 'grid', gap: '$3' }}>
          <Skeleton shape="block" css={{ height: 220 }} />
          <Skeleton css={{ width: '40%' }} />
          <Skeleton />
          <Skeleton css={{ width: '30%' }} />
        </Card>
      ))}
    </CardGrid>
  );
}

/** Hardware and Richelieu tabs: the products of one item class. */
export function ClassProductGrid({ itemClass }: { itemClass: Exclude<ItemClass, 'Cabinets'> }) {
  const { data, error, isLoading, mutate } = useProducts({ itemClass });
  if (isLoading && !data) return <LoadingCards />;
  if (error && !data)
    return (
      <Alert variant="error" title={`${itemClass} products could not be loaded.`}>
        <Text size="2" css={{ marginBottom: '$2' }}>
          {error instanceof Error ? error.message : 'An unexpected error occurred.'}
        </Text>
        <Button size={1} variant="outline" onClick={() => void mutate()}>
          Try Again
        </Button>
      </Alert>
    );
  if (!data || data.length === 0)
    return <Alert variant="info">No {itemClass} products are available right now.</Alert>;
  return (
    <CardGrid columns={4}>
      {data.map((p) => (
        <ClassProductCard key={p.id} product={p} />
      ))}
    </CardGrid>
  );
}
