import { ButtonLink, Card, Text, styled } from '@ds';
import { productImageUrl, type Product } from '../api/product-model';
import { Price } from './Price';
import { ProductImage } from './ProductImage';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', flexGrow: 1 });
const Name = styled('h2', {
  margin: 0,
  fontFamily: '$sans',
  fontSize: '$3',
  fontWeight: '$semibold',
  lineHeight: '$tight',
});

/** Hardware and Richelieu cards: Shop This Style opens the product page. */
export function ClassProductCard({ product }: { product: Product }) {
  return (
    <Card
      as="article"
      aria-labelledby={`product-${product.id}`}
      css={{ display: 'flex', flexDirection: 'column', gap: '$4' }}
    >
      <ProductImage
        src={productImageUrl(product.imageIndex)}
        alt={product.description}
        size={300}
        fluid
      />
      <Body>
        <Text size="2" tone="muted">
          {product.sku}
        </Text>
        <Name id={`product-${product.id}`}>{product.description}</Name>
        <Price price={product.price} />
      </Body>
      <ButtonLink
        href={`/products/${product.id}`}
        aria-label={`Shop This Style: ${product.description}`}
      >
        Shop This Style
      </ButtonLink>
    </Card>
  );
}
