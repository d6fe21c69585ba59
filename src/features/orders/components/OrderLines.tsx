import { Money, Text, styled } from '@ds';
import { ColumnHeads } from '@/components/ColumnHeads';
import { ProductImage, productImageUrl } from '@/features/catalog';
import type { Order } from '../api/orders';
import { assemblyNote, lineTotal } from '../model/order-display';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  '& th': {
    textAlign: 'left',
    padding: '$2 $3',
    backgroundColor: '$surfaceMuted',
    borderBottom: '$borderWidths$thin solid $border',
    fontWeight: '$semibold',
  },
  '& td': {
    padding: '$3',
    borderBottom: '$borderWidths$thin solid $gray3',
    verticalAlign: 'middle',
  },
  '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Under 1024 px the seven columns no longer fit: each line becomes a stacked row, the picture
  // beside the item, then one labelled row per fact (the header row stays for screen readers).
  '@tablet': {
    display: 'block',
    '& thead': { visuallyHidden: true },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '$space$9 minmax(0, 1fr)',
      columnGap: '$4',
      padding: '$3 0',
      borderBottom: '$borderWidths$thin solid $gray3',
    },
    '& td': {
      gridColumn: 2,
      display: 'flex',
      justifyContent: 'space-between',
      gap: '$4',
      padding: '$1 0',
      borderBottom: 'none',
      fontSize: '$3',
    },
    '& td:first-child': { gridColumn: 1, gridRow: '1 / span 6', alignItems: 'start' },
    '& td:nth-child(2)': { display: 'block' },
    '& td[data-label]::before': { content: 'attr(data-label)', color: '$textMuted' },
  },
  // The item's description stays readable on a phone (14 px), whatever order the small-print
  // rules of Text arrive in.
  '@phone': { '& td p': { fontSize: '$2' } },
});

/** The order's lines: picture, SKU, colour, assembly with hinge side, price, quantity, total. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <Table aria-label={`Items of order ${order.salesOrderNumber}`}>
      <ColumnHeads
        columns={[
          { label: 'Item' },
          { label: 'SKU' },
          { label: 'Color' },
          { label: 'Options' },
          { label: 'Unit Price', numeric: true },
          { label: 'Quantity', numeric: true },
          { label: 'Total', numeric: true },
        ]}
      />
      <tbody>
        {order.OrderItems.map((line, i) => (
          <tr key={`${line.productId}-${i}`} data-testid="order-line">
            <td>
              <ProductImage
                src={productImageUrl(line.imageIndex)}
                alt={line.description ?? line.sku}
                size={64}
              />
            </td>
            <td>
              <Text size="2" weight="bold">
                {line.sku}
              </Text>
              {line.description ? (
                <Text size="1" tone="muted">
                  {line.description}
                </Text>
              ) : null}
            </td>
            <td data-label="Color">{line.color && line.color !== 'Generic' ? line.color : '—'}</td>
            <td data-label="Options">{assemblyNote(line) ?? 'Not assembled'}</td>
            <td className="num" data-label="Unit Price">
              <Money amount={line.unitPrice} />
            </td>
            <td className="num" data-label="Quantity">
              {line.quantity}
            </td>
            <td className="num" data-label="Total">
              <Money amount={lineTotal(line)} strong />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
