import { memo, useState } from 'react';
import { Button, Card, Text, styled } from '@ds';
import { PurchaseControls, usePurchaseChoice } from '@/components/purchase';
import type { AddHandler } from './ProductRow';
import { purchaseItem, productImageUrl, type Product } from '../api/product-model';
import { TextLink } from './links';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StockLabel } from './StockLabel';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', flexGrow: 1 });
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
  const [choice, setChoice] = usePurchaseChoice();
  const [busy, setBusy] = useState(false);
  const stock = product.stock ?? 0;
  // 'Generic' marks hardware and Richelieu items, which belong to no colour.
  const colour = product.color && product.color !== 'Generic' ? product.color : null;

  async function add() {
    setBusy(true);
    await onAdd(product, choice);
    setBusy(false);
  }

  return (
    <Card as="article" css={{ display: 'flex', flexDirection: 'column', gap: '$3' }}>
      <ProductImage
        src={productImageUrl(product.imageIndex)}
        alt={product.description}
        size={300}
        fluid
      />
      <Body>
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
      </Body>
      <PurchaseControls
        layout="inline"
        assembly={false}
        {...purchaseItem(product)}
        value={choice}
        onChange={setChoice}
      >
        <Button
          size={1}
          loading={busy}
          disabled={stock <= 0}
          onClick={add}
          aria-label={`Add to Bag: ${product.sku}`}
          css={{ flexGrow: 1 }}
        >
          Add to Bag
        </Button>
      </PurchaseControls>
    </Card>
  );
});
