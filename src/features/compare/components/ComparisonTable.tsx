import { Button, Money, Text, VisuallyHidden, styled } from '@ds';
import { ColumnHeads } from '@/components/ColumnHeads';
import { availabilityText, toDollars, type StyleRow } from '@/lib/cart-model';

const Scroll = styled('div', {
  overflowX: 'auto',
  '&:focus-visible': { focusRing: 'outset' },
});

const Table = styled('table', {
  width: '100%',
  // In a narrow window the table scrolls sideways rather than squeezing names into a column.
  minWidth: '$container2',
  borderCollapse: 'collapse',
  fontSize: '$2',
  '& th': { textAlign: 'left' },
  '& thead th': {
    padding: '$2 $3',
    backgroundColor: '$surfaceMuted',
    borderBottom: '$borderWidths$thin solid $border',
    fontWeight: '$semibold',
    whiteSpace: 'nowrap',
  },
  '& td, & tbody th': { padding: '$2 $3', verticalAlign: 'middle' },
  '& tbody th': { fontWeight: '$semibold' },
  '& tbody tr[data-style] > *': { borderTop: '$borderWidths$thin solid $gray3' },
  '& tr[data-current] > *': { backgroundColor: '$primarySubtle' },
  '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .detail td': { paddingTop: 0, color: '$textMuted' },
  // Under 1024 px the seven columns no longer fit: each style becomes a stacked block, its name
  // over its amounts (each with its column's name) and the switch.
  '@tablet': {
    minWidth: 0,
    '& thead': { display: 'none' },
    '& tbody, & tr.detail, & tr.detail td': { display: 'block' },
    '& tbody tr[data-style]': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: '$4',
      borderTop: '$borderWidths$thin solid $gray3',
      py: '$2',
    },
    '& tbody tr[data-style] > *': { borderTop: 'none', py: '$1' },
    '& tbody tr[data-style] > th, & tbody tr[data-style] > td:last-child': {
      gridColumn: '1 / -1',
    },
    '& tr[data-current]': { backgroundColor: '$primarySubtle' },
    '& td[data-label]': { display: 'flex', justifyContent: 'space-between', gap: '$2' },
    '& td[data-label]::before': { content: 'attr(data-label)', color: '$textMuted' },
  },
  '@phone': { '& tbody tr[data-style]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const CurrentMark = styled('span', {
  display: 'inline-block',
  marginLeft: '$2',
  px: '$2',
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$white',
  fontSize: '$1',
  fontWeight: '$bold',
  verticalAlign: 'middle',
});

const Short = styled('span', { color: '$warning', fontWeight: '$semibold' });

const List = styled('ul', { margin: 0, paddingLeft: '$5' });

const money = (cents: number, strong = false) => (
  <Money amount={toDollars(cents)} strong={strong} />
);

const plural = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** Under a row: the lines it leaves out of its totals, and lines counted as they are but blocked. */
function RowDetails({ row }: { row: StyleRow }) {
  if (row.leftOut.length === 0 && row.blocked.length === 0) return null;
  return (
    <tr className="detail" data-testid={`compare-details-${row.code}`}>
      <td colSpan={7}>
        {row.leftOut.length > 0 ? (
          <>
            <Text size="2" weight="semibold" tone="muted">
              Left out of the totals ({plural(row.leftOut.length)}):
            </Text>
            <List>
              {row.leftOut.map((l) => (
                <li key={l.cartItemId}>
                  <strong>{l.sku}</strong> as {l.targetSku}: {l.label}
                </li>
              ))}
            </List>
          </>
        ) : null}
        {row.blocked.length > 0 ? (
          <>
            <Text size="2" weight="semibold" tone="muted">
              In the totals as they are, but cannot be ordered:
            </Text>
            <List>
              {row.blocked.map((l) => (
                <li key={l.cartItemId}>
                  <strong>{l.sku}</strong>: {l.label}
                </li>
              ))}
            </List>
          </>
        ) : null}
      </td>
    </tr>
  );
}

type Props = {
  rows: readonly StyleRow[];
  /** The style being switched to while its change runs. */
  switching: string | null;
  onSwitch: (code: string) => void;
};

/** One row per style with products: amounts in cents from the cart model, and the switch. */
export function ComparisonTable({ rows, switching, onSwitch }: Props) {
  return (
    // Should the table ever be wider than the dialog, it scrolls sideways; the region is
    // focusable for the keyboard.
    <Scroll tabIndex={0} role="region" aria-label="Styles compared">
      <Table>
        <ColumnHeads
          columns={[
            { label: 'Style' },
            { label: 'Subtotal', numeric: true },
            { label: 'Assembly Fee', numeric: true },
            { label: 'Tax', numeric: true },
            { label: 'Total', numeric: true },
            { label: 'Availability' },
            { label: <VisuallyHidden>Switch</VisuallyHidden> },
          ]}
        />
        <tbody>
          {rows.flatMap((row) => [
            <tr
              key={row.code}
              data-style={row.code}
              data-current={row.current || undefined}
              data-testid={`compare-row-${row.code}`}
            >
              <th scope="row">
                {row.name} ({row.code}){row.current ? ' ' : null}
                {row.current ? <CurrentMark>Current</CurrentMark> : null}
              </th>
              <td className="num" data-label="Subtotal">
                {money(row.totals.subTotal)}
              </td>
              <td className="num" data-label="Assembly Fee">
                {money(row.totals.assemblyFee)}
              </td>
              <td className="num" data-label="Tax">
                {money(row.totals.tax)}
              </td>
              <td className="num" data-label="Total">
                {money(row.totals.totalPrice, true)}
              </td>
              <td data-label="Availability">
                {row.available === row.lineCount ? (
                  availabilityText(row)
                ) : (
                  <Short>{availabilityText(row)}</Short>
                )}
              </td>
              <td>
                {row.switching > 0 ? (
                  <Button
                    size={1}
                    variant={row.leftOut.length === 0 ? 'primary' : 'outline'}
                    loading={switching === row.code}
                    disabled={switching !== null}
                    onClick={() => onSwitch(row.code)}
                  >
                    Switch to {row.name}
                  </Button>
                ) : row.current ? null : (
                  <Text size="2" tone="muted">
                    No line can switch
                  </Text>
                )}
              </td>
            </tr>,
            <RowDetails key={`${row.code}-details`} row={row} />,
          ])}
        </tbody>
      </Table>
    </Scroll>
  );
}
