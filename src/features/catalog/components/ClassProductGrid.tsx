import { Alert, Card, Skeleton } from '@ds';
import { LoadError } from '@/components/LoadError';
import type { ItemClass } from '../api/product-model';
import { useProducts } from '../api/products';
import { CardGrid } from './CabinetColorGrid';
import { ClassProductCard } from './ClassProductCard';

function LoadingCards() {
  return (
    <CardGrid columns={4} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} css={{ display: 'grid', gap: '$3' }}>
          <Skeleton shape="block" css={{ height: '$block5' }} />
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
      <LoadError
        title={`${itemClass} products could not be loaded.`}
        error={error}
        onRetry={() => void mutate()}
      />
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
