import { Grid, Money, Text } from '@ds';
import { toDollars } from '@/lib/cart-model';
import type { Quote } from '../../api/quotes';
import { offerRows } from '../../lib/quote-pricing';

/** Item, list price, offered price, saving: the item takes what the three amounts leave. */
const OFFER_COLUMNS = 'minmax(0, 1fr) repeat(3, minmax(84px, auto))';

const ROW = {
  gridTemplateColumns: OFFER_COLUMNS,
  columnGap: '$3',
  py: '$2',
  borderBottom: '$borderWidths$thin solid $border',
  // A phone: the item on a line of its own, the three amounts below it.
  '@phone': {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    rowGap: '$1',
    '& > :first-child': { gridColumn: '1 / -1' },
  },
} as const;

const HEAD = {
  fontSize: '$1',
  fontWeight: '$bold',
  color: '$textMuted',
  textAlign: 'right',
} as const;
const AMOUNT = { textAlign: 'right' } as const;

/** The offer line by line beside the list prices, with the saving in dollars per line and in total. */
export function OfferTable({ items }: { items: Quote['items'] }) {
  const { rows, totalCents } = offerRows(items);
  return (
    <div role="table" aria-label="Offer by line">
      <div role="rowgroup">
        <Grid role="row" css={ROW}>
          <Text as="span" role="columnheader" css={{ ...HEAD, textAlign: 'left' }}>
            Item
          </Text>
          <Text as="span" role="columnheader" css={HEAD}>
            List price
          </Text>
          <Text as="span" role="columnheader" css={HEAD}>
            Offer
          </Text>
          <Text as="span" role="columnheader" css={HEAD}>
            Saving
          </Text>
        </Grid>
      </div>
      <div role="rowgroup">
        {rows.map((r) => (
          <Grid role="row" key={r.cartItemId} align="baseline" css={ROW} aria-label={r.sku}>
            <Text as="span" role="rowheader" size="2" weight="bold">
              {r.sku}{' '}
              <Text as="span" size="2" tone="muted">
                × {r.quantity}
              </Text>
            </Text>
            <Money role="cell" amount={toDollars(r.listCents)} tone="muted" css={AMOUNT} />
            <Money role="cell" amount={toDollars(r.offeredCents)} strong css={AMOUNT} />
            <Money role="cell" amount={toDollars(r.savingCents)} tone="discount" css={AMOUNT} />
          </Grid>
        ))}
        <Grid role="row" align="baseline" css={{ ...ROW, borderBottom: 'none' }}>
          <Text as="span" role="rowheader" size="2" weight="bold">
            Total saving
          </Text>
          <span role="cell" />
          <span role="cell" />
          <Money role="cell" amount={toDollars(totalCents)} tone="discount" strong css={AMOUNT} />
        </Grid>
      </div>
    </div>
  );
}
