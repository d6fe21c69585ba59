import { Button, ButtonLink, Card, Flex, Money, Text } from '@ds';
import { type SaveRun, PoNumberEditor } from '@/features/cart';
import { computeTotals } from '@/lib/cart-model';
import { renameQuote } from '../api/quote';
import { quoteName, type Quote } from '../api/quotes';
import { pricingMoves } from '../lib/quote-pricing';
import { QuoteStatusLine } from './QuoteStatusLine';

type Props = { quote: Quote; run: SaveRun; onDelete: () => void };

/** One quote of the list: inline PO number, item count, total, delete and edit. */
export function QuoteCard({ quote, run, onDelete }: Props) {
  const totals = computeTotals(quote.items, { isTaxable: quote.isTaxable });
  const name = quoteName(quote);
  return (
    <Card as="li" aria-label={`Quote ${name}`} variant="outlined">
      <Flex
        justify="between"
        align={{ '@initial': 'center', '@phone': 'stretch' }}
        direction={{ '@initial': 'row', '@phone': 'column' }}
        gap="5"
      >
        <Flex direction="column" gap="2" css={{ minWidth: 0 }}>
          <PoNumberEditor
            value={quote.poNumber}
            buttons="text"
            label={`PO Number of quote ${quote.id}`}
            display={(edit) => (
              <Flex align="center" gap="3">
                <Text size="4" weight="bold">
                  {name}
                </Text>
                {/* A team member's quote is theirs to rename (the Owner reads it). */}
                {quote.createdBy ? null : (
                  <Button
                    size={1}
                    variant="link"
                    onClick={edit}
                    aria-label={`Edit PO number of ${name}`}
                  >
                    Edit PO
                  </Button>
                )}
              </Flex>
            )}
            onSave={async (poNumber) =>
              (await run(() => renameQuote(quote.id, poNumber)))?.ok === true
            }
          />
          <Text size="2" tone="muted">
            {totals.cartItemCount} item(s) · Total <Money amount={totals.totalPrice} />
          </Text>
          {/* The Owner sees everyone's quotes: whose each is, unless their own. */}
          {quote.createdBy ? (
            <Text size="2" tone="muted">
              Saved by {quote.createdBy}
            </Text>
          ) : null}
          <QuoteStatusLine quote={quote} />
        </Flex>
        <Flex gap="2" wrap={{ '@phone': 'wrap' }}>
          {/* With a request open the quote is withdrawn from pricing first (its detail says so). */}
          {pricingMoves(quote).remove ? (
            <Button variant="outline" onClick={onDelete}>
              Delete This Quote
            </Button>
          ) : null}
          <ButtonLink href={`/quotes/${quote.id}`}>
            {quote.createdBy ? 'View This Quote' : 'Edit This Quote'}
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
