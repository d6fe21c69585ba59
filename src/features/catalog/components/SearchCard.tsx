import { memo, useState } from 'react';
import { Button, Card, QuantitySelect, Text, styled } from '@ds';
import type { AddHandler } from './ProductRow';
import { productImageUrl, type Product } from '../api/product-model';
import { TextLink } from './links';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StockLabel } from './StockLabel';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', flexGrow: 1 });
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });
const Sku = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$bold', lineHeight: '$tight' });

/** A search hit: no assembly options here (the product page has them), so it goes in unassembled. */
export const SearchCard = memo(function SearchCard({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: AddHandler;
}) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const stock = product.stock ?? 0;

  async function add() {
    setBusy(true);
    await onAdd(product, { quantity, isAssembled: false, hinge: null });
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
        <Text size="2">{product.description}</Text>
        <Price price={product.price} />
        <StockLabel stock={stock} showCount />
      </Body>
      <Actions>
        <QuantitySelect
          label={`Quantity for ${product.sku}`}
          hideLabel
          max={product.qtyRestrictions}
          value={quantity}
          onChange={setQuantity}
        />
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
      </Actions>
    </Card>
  );
});
