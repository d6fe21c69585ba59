import { useEffect } from 'react';
import { useParams } from 'wouter';
import { Skeleton, styled, useToast } from '@ds';
import { errorText } from '@/api';
import { useProduct } from '../api/product';
import { NotFoundContent } from '@/components/NotFoundContent';
import { ProductDetail } from '../components/ProductDetail';

const Wrap = styled('section', { maxWidth: '$contentMax', margin: '0 auto', padding: '$8 $6' });
const Loading = styled('div', {
  display: 'grid',
  gridTemplateColumns: '520px 1fr',
  gap: '$8',
  '& > div': { display: 'grid', gap: '$4', alignContent: 'start' },
});

function parseId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** /products/{productId}: 'Error fetching product.' and the not-found page when it fails. */
export default function ProductPage() {
  const { productId } = useParams<{ productId: string }>();
  const id = parseId(productId);
  const { data, error, isLoading } = useProduct(id);
  const toast = useToast();
  const failed = id === null || (!!error && !data);

  useEffect(() => {
    if (failed) toast.show(errorText('product', null), { variant: 'error' });
  }, [failed, toast]);

  if (failed) return <NotFoundContent />;
  return (
    <Wrap>
      {isLoading || !data ? (
        <Loading aria-busy="true" aria-label="Loading product">
          <Skeleton shape="block" css={{ height: 480 }} />
          <div>
            <Skeleton css={{ width: 160 }} />
            <Skeleton css={{ height: 44, width: '70%' }} />
            <Skeleton css={{ height: 120 }} />
            <Skeleton css={{ height: 48, width: 240 }} />
          </div>
        </Loading>
      ) : (
        // Keyed: moving to another product (header search) starts with fresh choices.
        <ProductDetail key={data.id} product={data} />
      )}
    </Wrap>
  );
}
