import { Card, Heading, PageTitle, Text, styled } from '@ds';
import { useSession } from '@/api';
import { productImageUrl, type Product } from '../api/product-model';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { ProductPurchase } from './ProductPurchase';
import { SpecList, splitSpecification } from './SpecList';
import { StockLabel } from './StockLabel';
import { PRODUCT_IMAGE } from '../sizes';

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${PRODUCT_IMAGE} minmax(0, 1fr)`,
  gap: '$8',
  alignItems: 'start',
  // Under 1100 px the picture shrinks with the window; under 1024 px it goes above the facts.
  '@narrow': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: '$6' },
  '@tablet': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
/** A column narrower than the picture scales it down, square. */
const FLUID_PICTURE = {
  '@narrow': { '& img': { maxWidth: '100%', height: 'auto', aspectRatio: '1' } },
  // Above the facts, the card is no wider than the picture.
  '@tablet': { maxWidth: PRODUCT_IMAGE },
};
const Info = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Facts = styled('dl', {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $5',
  fontSize: '$3',
  '& dt': { color: '$textMuted', fontWeight: '$semibold' },
  '& dd': { margin: 0 },
});

export function ProductDetail({ product }: { product: Product }) {
  const { isAuthenticated } = useSession();
  const spec = splitSpecification(product.specification);
  return (
    <Layout>
      <Card padding={2} css={FLUID_PICTURE}>
        <ProductImage
          src={productImageUrl(product.imageIndex)}
          alt={product.description}
          size={480}
          eager
        />
      </Card>
      <Info>
        <div>
          <Text size="2" tone="muted" weight="semibold" css={{ capitals: true }}>
            {product.cabinetType ?? product.itemClass}
          </Text>
          <PageTitle css={{ marginBottom: 0 }}>{product.description}</PageTitle>
        </div>
        <Facts>
          <dt>SKU</dt>
          <dd>{product.sku}</dd>
          {product.color && product.color !== 'Generic' ? (
            <>
              <dt>Colour</dt>
              <dd>{product.color}</dd>
            </>
          ) : null}
          <dt>Price</dt>
          <dd>
            <Price price={product.price} large />
          </dd>
          {isAuthenticated && product.stock !== null ? (
            <>
              <dt>Availability</dt>
              <dd>
                <StockLabel stock={product.stock} />
              </dd>
            </>
          ) : null}
        </Facts>
        <ProductPurchase product={product} />
        <section aria-labelledby="product-details">
          <Heading id="product-details" size="2" css={{ marginBottom: '$3' }}>
            Details
          </Heading>
          {product.detail ? <Text css={{ marginBottom: '$4' }}>{product.detail}</Text> : null}
          {spec.length > 0 ? <SpecList items={spec} label="Specification" /> : null}
        </section>
      </Info>
    </Layout>
  );
}
