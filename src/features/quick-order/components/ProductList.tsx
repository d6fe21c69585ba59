import { useRef } from 'react';
import { Alert, Card, Grid, Heading, Text, VisuallyHidden, useBelow } from '@ds';
import type { PurchaseChoice } from '@/lib/cart-model';
import type { QuickRow } from '../lib/storage';
import type { RowErrors } from '../hooks/useQuickOrderList';
import { useWindowedRows } from '../hooks/useWindowedRows';
import { PRODUCT_ROW_HEIGHT } from '@/features/catalog';
import { QUICK_ORDER_COLUMNS } from '../sizes';
import { QuickOrderRow } from './QuickOrderRow';

/** About a stacked row's height under 1100 px (SKU, description, price and quantity, options). */
const STACKED_ROW_HEIGHT = 150;

const HEADERS = ['Image', 'SKU', 'Description', 'Unit Price', 'Quantity', 'Options', 'Line Total'];

type Props = {
  rows: readonly QuickRow[];
  errors: RowErrors;
  disabled: boolean;
  onChange: (productId: number, choice: PurchaseChoice) => void;
  onRemove: (productId: number) => void;
  onDone: () => void;
};

/**
 * The Product List: one row per product, or a hint while it is empty. A long list draws only the
 * rows near the screen (a pasted list of thousands stays responsive); the rest is empty space of
 * their height, and aria-rowcount and aria-rowindex keep the count for assistive tech.
 */
export function ProductList({ rows, errors, disabled, onChange, onRemove, onDone }: Props) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const rowHeight = useBelow('narrow') ? STACKED_ROW_HEIGHT : PRODUCT_ROW_HEIGHT;
  const { start, end } = useWindowedRows(bodyRef, rows.length, rowHeight);
  return (
    <Card css={{ padding: 0, overflow: 'hidden' }}>
      <Heading as="h2" size="2" id="product-list-title" css={{ padding: '$4 $4 $2' }}>
        Product List
      </Heading>
      {rows.length === 0 ? (
        <Alert variant="info" css={{ margin: '$4' }}>
          Your list is empty. Enter a SKU above, or paste a list from a spreadsheet.
        </Alert>
      ) : (
        <div role="table" aria-labelledby="product-list-title" aria-rowcount={rows.length + 1}>
          <Grid
            role="row"
            aria-rowindex={1}
            hideBelow="narrow"
            css={{
              gridTemplateColumns: QUICK_ORDER_COLUMNS,
              gap: '$3',
              padding: '$2 $3',
              backgroundColor: '$surfaceMuted',
              borderBottom: '$borderWidths$thin solid $border',
            }}
          >
            {HEADERS.map((h) => (
              <Text as="span" role="columnheader" key={h} size="2" weight="semibold">
                {h}
              </Text>
            ))}
            <Text as="span" role="columnheader" size="2" weight="semibold">
              <VisuallyHidden>Remove</VisuallyHidden>
            </Text>
          </Grid>
          <div
            ref={bodyRef}
            role="rowgroup"
            style={{
              paddingTop: start * rowHeight,
              paddingBottom: (rows.length - end) * rowHeight,
            }}
          >
            {rows.slice(start, end).map((row, i) => (
              <QuickOrderRow
                key={row.product.id}
                index={start + i + 2}
                row={row}
                error={errors[row.product.id]}
                disabled={disabled}
                onChange={onChange}
                onRemove={onRemove}
                onDone={onDone}
              />
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}
