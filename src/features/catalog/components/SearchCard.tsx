import { memo } from 'react';
import { Text, styled } from '@ds';
import { PurchaseControls } from '@/components/purchase';
import type { AddHandler } from './ProductRow';
import type { Product } from '../api/product-model';
import { TextLink } from './links';
import { Price } from './Price';
import { ProductCard } from './ProductCard';
import { StockLabel } from './StockLabel';
import { AddToBagButton, useProductPurchase } from '../hooks/useProductPurchase';

const Sku = styled('h2', {
  margin: 0,
  fontSize: '$4',
  fontWeight: '$bold',
  lineHeight: '$tight',
  // On a phone the product link is a 44 px tap target.
  '@phone': { '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '$iconButton3' } },
});

/** A search hit: no assembly options here (the product page has them), so it goes in unassembled. */
export const SearchCard = memo(function SearchCard({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: AddHandler;
}) {
  const purchase = useProductPurchase(product, onAdd);
  const stock = product.stock ?? 0;
  // 'Generic' marks hardware and Richelieu items, which belong to no colour.
  const colour = product.color && product.color !== 'Generic' ? product.color : null;

  return (
    <ProductCard
      product={product}
      gap="$3"
      foot={
        <PurchaseControls layout="inline" assembly={false} {...purchase.controls}>
          <AddToBagButton purchase={purchase} sku={product.sku} css={{ flexGrow: 1 }} />
        </PurchaseControls>
      }
    >
      <Sku>
        <TextLink href={`/products/${product.id}`} css={{ textDecoration: 'none' }}>
          {product.sku}
        </TextLink>
      </Sku>
      {colour && (
        <Text size="2" weight="semibold">
          {colour}
        </Text>
      )}
      <Text size="2">{product.description}</Text>
      <Price price={product.price} />
      <StockLabel stock={stock} showCount />
    </ProductCard>
  );
});
