import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, Skeleton, styled } from '@ds';
import { useSession } from '@/api';
import { LoadError } from '@/components/LoadError';
import { useAddToBag } from '../api/add-to-bag';
import { useProducts } from '../api/products';
import type { CabinetCategory } from '../data/colors';
import { CabinetTypeNav } from './CabinetTypeNav';
import { ProductTable } from './ProductTable';
import { firstRows, groupByType, type TypeGroups } from './rowGroups';
import { HEADING_PLACEHOLDER, PRODUCT_ROW_HEIGHT, ROW_PLACEHOLDER, TYPE_NAV } from '../sizes';

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${TYPE_NAV} minmax(0, 1fr)`,
  gap: '$7',
  alignItems: 'start',
  // Under 1100 px the side list becomes a row of types above the tables (CabinetTypeNav).
  '@narrow': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '$5' },
});
const Tables = styled('div', { display: 'flex', flexDirection: 'column', gap: '$8' });
const Stack = styled('div', { display: 'grid', gap: '$3' });

function Loading() {
  return (
    <Layout aria-busy="true" aria-label="Loading products">
      <Skeleton shape="block" css={{ height: '$block6' }} />
      <Tables>
        {[0, 1].map((i) => (
          <Stack key={i}>
            <Skeleton css={{ height: HEADING_PLACEHOLDER, width: '$block4' }} />
            {Array.from({ length: 5 }, (_, r) => (
              <Skeleton key={r} css={{ height: ROW_PLACEHOLDER }} />
            ))}
          </Stack>
        ))}
      </Tables>
    </Layout>
  );
}

type Props = { colorName: string; category: CabinetCategory | null };

export function ColorProducts({ colorName, category }: Props) {
  const { isAuthenticated } = useSession();
  const { data, error, isLoading, mutate } = useProducts({
    itemClass: 'Cabinets',
    color: colorName,
  });
  const onAdd = useAddToBag();

  // The category tile answers at once; hundreds of rows then render in the background, yielding
  // to input, instead of freezing the page for the whole re-render.
  const shown = useDeferredValue(category);
  const stale = shown !== category;
  const groups = useMemo(() => {
    const list = (data ?? []).filter((p) => !shown || p.itemCategory.includes(shown));
    return groupByType(list);
  }, [data, shown]);

  // Hundreds of rows take seconds to mount; the first screenful paints first, the rest follow in a
  // transition (interruptible, so input stays responsive). `npm run perf:colour` measures both.
  const [fullFor, setFullFor] = useState<TypeGroups | null>(null);
  const full = fullFor === groups;
  useEffect(() => {
    if (groups.length === 0) return;
    const frame = requestAnimationFrame(() => startTransition(() => setFullFor(groups)));
    return () => cancelAnimationFrame(frame);
  }, [groups]);
  const tables = useMemo(
    () =>
      full
        ? groups
        : firstRows(groups, Math.ceil(window.innerHeight / PRODUCT_ROW_HEIGHT), fullFor),
    [full, groups, fullFor],
  );

  // The app scrolls to a hash before this list exists; a shared link to a type lands here.
  const ready = groups.length > 0 && full;
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (ready && id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready]);

  if (isLoading && !data) return <Loading />;
  if (error && !data)
    return (
      <LoadError
        title="Products could not be loaded."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  if (groups.length === 0)
    return (
      <Alert variant="info" title="No products found">
        {shown
          ? `There are no ${shown} in ${colorName} yet. Choose another category.`
          : `There are no products in ${colorName} yet.`}
      </Alert>
    );
  return (
    <Layout aria-busy={stale || undefined} css={stale ? { opacity: 0.6 } : undefined}>
      <CabinetTypeNav types={groups.map(([t]) => t)} inPage={tables.map(([t]) => t)} />
      <Tables>
        {tables.map(([type, products]) => (
          <ProductTable
            key={type}
            cabinetType={type}
            products={products}
            dealer={isAuthenticated}
            onAdd={onAdd}
          />
        ))}
      </Tables>
    </Layout>
  );
}
