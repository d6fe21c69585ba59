import { Money, Text, styled } from '@ds';
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
});

/** The order's lines: picture, SKU, colour, assembly with hinge side, price, quantity, total. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <Table aria-label={`Items of order ${order.salesOrderNumber}`}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">SKU</th>
          <th scope="col">Color</th>
          <th scope="col">Options</th>
          <th scope="col" className="num">
            Unit Price
          </th>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
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
            <td>{line.color && line.color !== 'Generic' ? line.color : '—'}</td>
            <td>{assemblyNote(line) ?? 'Not assembled'}</td>
            <td className="num">
              <Money amount={line.unitPrice} />
            </td>
            <td className="num">{line.quantity}</td>
            <td className="num">
              <Money amount={lineTotal(line)} strong />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
