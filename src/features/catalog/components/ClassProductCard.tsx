import { ButtonLink, Text, styled } from '@ds';
import type { Product } from '../api/product-model';
import { Price } from './Price';
import { ProductCard } from './ProductCard';

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
    <ProductCard
      product={product}
      gap="$4"
      aria-labelledby={`product-${product.id}`}
      foot={
        <ButtonLink
          href={`/products/${product.id}`}
          aria-label={`Shop This Style: ${product.description}`}
        >
          Shop This Style
        </ButtonLink>
      }
    >
      <Text size="2" tone="muted">
        {product.sku}
      </Text>
      <Name id={`product-${product.id}`}>{product.description}</Name>
      <Price price={product.price} />
    </ProductCard>
  );
}
