import { memo, type ReactNode } from 'react';
import { PurchaseControls } from '@/components/purchase';
import type { PurchaseChoice } from '@/lib/cart-model';
import { productImageUrl, type Product } from '../api/product-model';
import { TextLink } from './links';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StockLabel } from './StockLabel';
import { Cell, Row } from './tableParts';
import { AddToBagButton, useProductPurchase } from '../hooks/useProductPurchase';

export type AddHandler = (product: Product, choice: PurchaseChoice) => Promise<boolean>;

const cell = (_: string, content: ReactNode) => <Cell role="cell">{content}</Cell>;

type Props = { product: Product; dealer: boolean; onAdd: AddHandler };

/**
 * One table row that owns its own choices, so changing a quantity re-renders this row only
 * (500-row colour pages must stay responsive). Memoised: the parent passes stable props.
 */
export const ProductRow = memo(function ProductRow({ product, dealer, onAdd }: Props) {
  const purchase = useProductPurchase(product, onAdd);
  const stock = product.stock ?? 0;

  return (
    <Row role="row" columns={dealer ? 'dealer' : 'visitor'}>
      <Cell role="cell">
        <ProductImage src={productImageUrl(product.imageIndex)} alt="" size={48} />
      </Cell>
      <Cell role="cell" css={{ fontWeight: '$semibold', whiteSpace: 'nowrap' }}>
        <TextLink href={`/products/${product.id}`}>{product.sku}</TextLink>
      </Cell>
      <Cell role="cell">{product.description}</Cell>
      <Cell role="cell" css={{ whiteSpace: 'nowrap' }}>
        <Price price={product.price} />
      </Cell>
      {dealer ? (
        <>
          <Cell role="cell" css={{ whiteSpace: 'nowrap' }}>
            <StockLabel stock={stock} showCount />
          </Cell>
          <PurchaseControls
            layout="cells"
            cell={cell}
            {...purchase.controls}
            disabled={purchase.soldOut}
          />
          <Cell role="cell" css={{ textAlign: 'right' }}>
            <AddToBagButton purchase={purchase} sku={product.sku} />
          </Cell>
        </>
      ) : null}
    </Row>
  );
});
