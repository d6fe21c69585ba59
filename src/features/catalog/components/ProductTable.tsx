import { memo } from 'react';
import { Alert, Heading, VisuallyHidden, styled } from '@ds';
import type { Product } from '../api/product-model';
import { typeAnchor } from './CabinetTypeNav';
import { ProductRow, type AddHandler } from './ProductRow';

const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  scrollMarginTop: '$4',
});

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  // Fixed layout: every type's table lines up, and the browser need not measure 500 rows.
  tableLayout: 'fixed',
  '& th': {
    padding: '$2 $3',
    textAlign: 'left',
    fontSize: '$1',
    fontWeight: '$bold',
    textTransform: 'uppercase',
    letterSpacing: '$button',
    color: '$textMuted',
    backgroundColor: '$surfaceMuted',
    borderBottom: '1px solid $border',
  },
});

const Col = styled('col', {});

export const LAZY_SUSAN_NOTE = 'To make it a Lazy Susan, add a Wooden Table to the cart.';

type Props = { cabinetType: string; products: Product[]; dealer: boolean; onAdd: AddHandler };

/** One cabinet type's products; the stock and ordering columns exist for dealers only. */
export const ProductTable = memo(function ProductTable({
  cabinetType,
  products,
  dealer,
  onAdd,
}: Props) {
  const id = typeAnchor(cabinetType);
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
      <Table aria-labelledby={`${id}-title`}>
        <colgroup>
          <Col css={{ width: 80 }} />
          <Col css={{ width: 150 }} />
          <Col />
          <Col css={{ width: dealer ? 120 : 240 }} />
          {dealer ? (
            <>
              <Col css={{ width: 120 }} />
              <Col css={{ width: 100 }} />
              <Col css={{ width: 230 }} />
              <Col css={{ width: 130 }} />
            </>
          ) : null}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Image</VisuallyHidden>
            </th>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col">Price</th>
            {dealer ? (
              <>
                <th scope="col">Stock</th>
                <th scope="col">Quantity</th>
                <th scope="col">Options</th>
                <th scope="col">
                  <VisuallyHidden>Add to Bag</VisuallyHidden>
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <ProductRow key={p.id} product={p} dealer={dealer} onAdd={onAdd} />
          ))}
        </tbody>
      </Table>
    </Section>
  );
});
