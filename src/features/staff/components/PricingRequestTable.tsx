import { Link, Money, Text } from '@ds';
import { ColumnHeads } from '@/components/ColumnHeads';
import { quoteName } from '@/features/quotes';
import type { PricingRequest } from '../api/pricing-requests';
import { requestAge } from '../model/pricing-request';
import { StaffTable } from './StaffTable';

type Props = { requests: PricingRequest[]; now: number };

/** The open requests, oldest first: dealer, company, quote, its total and how long it waited. */
export function PricingRequestTable({ requests, now }: Props) {
  return (
    <StaffTable aria-label="Open pricing requests">
      <ColumnHeads
        columns={[
          { label: 'Quote' },
          { label: 'Dealer' },
          { label: 'Company' },
          { label: 'Total', numeric: true },
          { label: 'Waiting', numeric: true },
        ]}
      />
      <tbody>
        {requests.map((r) => {
          const name = quoteName(r.quote);
          return (
            <tr key={r.quoteId}>
              <td>
                <Link href={`/staff/pricing-requests/${r.quoteId}`}>{name}</Link>
                <Text size="1" tone="muted">
                  Quote no. {r.quoteId}
                </Text>
              </td>
              <td data-label="Dealer">
                <span>
                  {r.dealer.name}
                  <Text as="span" size="1" tone="muted" css={{ display: 'block' }}>
                    {r.dealer.email}
                  </Text>
                </span>
              </td>
              <td data-label="Company">{r.companyName ?? '—'}</td>
              <td className="num" data-label="Total">
                <Money amount={r.quote.totalPrice} strong />
              </td>
              <td className="num" data-label="Waiting">
                <time dateTime={r.requestedAt}>{requestAge(r.requestedAt, now)}</time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </StaffTable>
  );
}
