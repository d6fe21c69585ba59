import { useEffect } from 'react';
import { useParams } from 'wouter';
import { Container, Grid, Section, Skeleton, useToast } from '@ds';
import { useDocumentTitle } from '@/lib/document-title';
import { errorText } from '@/api';
import { useProduct } from '../api/product';
import { NotFoundContent } from '@/components/NotFoundContent';
import { ProductDetail } from '../components/ProductDetail';
import { PRODUCT_IMAGE } from '../sizes';

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
  useDocumentTitle(failed ? 'Page Not Found' : data?.sku);

  useEffect(() => {
    if (failed) toast.show(errorText('product', null), { variant: 'error' });
  }, [failed, toast]);

  if (failed) return <NotFoundContent />;
  return (
    <Section>
      <Container>
        {isLoading || !data ? (
          <Grid
            gap="8"
            css={{ gridTemplateColumns: `${PRODUCT_IMAGE} 1fr` }}
            aria-busy="true"
            aria-label="Loading product"
          >
            <Skeleton shape="block" css={{ height: '$block8' }} />
            <Grid gap="4" css={{ alignContent: 'start' }}>
              <Skeleton css={{ width: '$block2' }} />
              <Skeleton css={{ height: '$fontSizes$9', width: '70%' }} />
              <Skeleton css={{ height: '$block1' }} />
              <Skeleton css={{ height: '$control3', width: '$block6' }} />
            </Grid>
          </Grid>
        ) : (
          // Keyed: moving to another product (header search) starts with fresh choices.
          <ProductDetail key={data.id} product={data} />
        )}
      </Container>
    </Section>
  );
}
