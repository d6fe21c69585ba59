import { memo } from 'react';
import { Alert, Heading, VisuallyHidden, styled } from '@ds';
import type { Product } from '../api/product-model';
import { typeAnchor } from './CabinetTypeNav';
import { ProductRow, type AddHandler } from './ProductRow';
import { Cell, Row } from './tableParts';
import { TYPE_TABLE_ESTIMATE } from '../sizes';

const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  scrollMarginTop: '$4',
  // Off-screen type tables skip style, layout and paint: a 500-row colour page stays cheap to
  // update (the intrinsic size keeps the scrollbar honest until a table is first shown).
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${TYPE_TABLE_ESTIMATE}`,
});

const HeaderCell = styled(Cell, {
  fontSize: '$1',
  fontWeight: '$bold',
  capitals: true,
  letterSpacing: '$button',
  color: '$textMuted',
});

const LAZY_SUSAN_NOTE = 'To make it a Lazy Susan, add a Wooden Table to the cart.';

type Props = { cabinetType: string; products: Product[]; dealer: boolean; onAdd: AddHandler };

/**
 * One cabinet type's products; the stock and ordering columns exist for dealers only. An ARIA
 * table of grid rows rather than <table>: each row can then contain its own layout and skip
 * rendering while off screen, which a table row cannot.
 */
export const ProductTable = memo(function ProductTable({
  cabinetType,
  products,
  dealer,
  onAdd,
}: Props) {
  const id = typeAnchor(cabinetType);
  const columns = dealer ? 'dealer' : 'visitor';
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} size="2">
        {cabinetType}
      </Heading>
      {cabinetType === 'Base Easy Reach' ? (
        <Alert variant="info" title="Base Easy Reach">
          {LAZY_SUSAN_NOTE}
        </Alert>
      ) : null}
      <div role="table" aria-labelledby={`${id}-title`}>
        <div role="rowgroup">
          <Row role="row" columns={columns} header>
            <HeaderCell role="columnheader">
              <VisuallyHidden>Image</VisuallyHidden>
            </HeaderCell>
            <HeaderCell role="columnheader">SKU</HeaderCell>
            <HeaderCell role="columnheader">Description</HeaderCell>
            <HeaderCell role="columnheader">Price</HeaderCell>
            {dealer ? (
              <>
                <HeaderCell role="columnheader">Stock</HeaderCell>
                <HeaderCell role="columnheader">Quantity</HeaderCell>
                <HeaderCell role="columnheader">Options</HeaderCell>
                <HeaderCell role="columnheader">
                  <VisuallyHidden>Add to Bag</VisuallyHidden>
                </HeaderCell>
              </>
            ) : null}
          </Row>
        </div>
        <div role="rowgroup">
          {products.map((p) => (
            <ProductRow key={p.id} product={p} dealer={dealer} onAdd={onAdd} />
          ))}
        </div>
      </div>
    </Section>
  );
});
