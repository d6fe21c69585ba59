import { Money, Text } from '@ds';
import { ColumnHeads } from '@/components/ColumnHeads';
import { lineSubtotalCents, toDollars } from '@/lib/cart-model';
import type { PricingRequest } from '../api/pricing-requests';
import { StaffTable } from './StaffTable';

type Line = PricingRequest['quote']['items'][number];

const NOTE = { display: 'block' } as const;

/**
 * The unit price the quote holds, with today's catalog price beside it when that differs and
 * the offer's price once one was sent.
 */
function UnitPrice({ line }: { line: Line }) {
  return (
    <span>
      <Money amount={line.price} />
      {line.listPrice !== line.price ? (
        <Text as="span" size="1" tone="muted" css={NOTE}>
          List today <Money amount={line.listPrice} />
        </Text>
      ) : null}
      {line.offeredPrice !== null && line.offeredPrice !== line.price ? (
        <Text as="span" size="1" tone="muted" css={NOTE}>
          Offered <Money amount={line.offeredPrice} />
        </Text>
      ) : null}
    </span>
  );
}

/** The quote's lines as staff price them: SKU, description, quantity, unit price, total, note. */
export function RequestLines({ request }: { request: PricingRequest }) {
  const { quote } = request;
  return (
    <StaffTable aria-label={`Lines of quote ${quote.poNumber ?? quote.id}`}>
      <ColumnHeads
        columns={[
          { label: 'SKU' },
          { label: 'Description' },
          { label: 'Qty', numeric: true },
          { label: 'Unit Price', numeric: true },
          { label: 'Line Total', numeric: true },
          { label: "Dealer's Note" },
        ]}
      />
      <tbody>
        {quote.items.map((line) => (
          <tr key={line.cartItemId}>
            <td>
              <Text size="2" weight="bold">
                {line.sku}
              </Text>
            </td>
            <td data-label="Description">
              {line.description ?? ''}
              {line.color && line.color !== 'Generic' ? ` (${line.color})` : ''}
            </td>
            <td className="num" data-label="Qty">
              {line.quantity}
            </td>
            <td className="num" data-label="Unit Price">
              <UnitPrice line={line} />
            </td>
            <td className="num" data-label="Line Total">
              <Money amount={toDollars(lineSubtotalCents(line))} strong />
            </td>
            <td data-label="Dealer's Note">
              <Text size="2" css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {line.note ?? '—'}
              </Text>
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
