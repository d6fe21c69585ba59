import { memo, useState, type ReactNode } from 'react';
import { Button } from '@ds';
import { PurchaseControls, usePurchaseChoice } from '@/components/purchase';
import type { PurchaseChoice } from '@/lib/cart-model';
import { purchaseItem, productImageUrl, type Product } from '../api/product-model';
import { TextLink } from './links';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StockLabel } from './StockLabel';
import { Cell, Row } from './tableParts';

export type AddHandler = (product: Product, choice: PurchaseChoice) => Promise<boolean>;

const cell = (_: string, content: ReactNode) => <Cell role="cell">{content}</Cell>;

type Props = { product: Product; dealer: boolean; onAdd: AddHandler };

/**
 * One table row that owns its own choices, so changing a quantity re-renders this row only
 * (500-row colour pages must stay responsive). Memoised: the parent passes stable props.
 */
export const ProductRow = memo(function ProductRow({ product, dealer, onAdd }: Props) {
  const [choice, setChoice] = usePurchaseChoice();
  const [busy, setBusy] = useState(false);
  const stock = product.stock ?? 0;

  async function add() {
    setBusy(true);
    await onAdd(product, choice);
    setBusy(false);
  }

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
            {...purchaseItem(product)}
            value={choice}
            onChange={setChoice}
            disabled={stock <= 0}
          />
          <Cell role="cell" css={{ textAlign: 'right' }}>
            <Button
              size={1}
              loading={busy}
              disabled={stock <= 0}
              onClick={add}
              aria-label={`Add to Bag: ${product.sku}`}
            >
              Add to Bag
            </Button>
          </Cell>
        </>
      ) : null}
    </Row>
  );
});
