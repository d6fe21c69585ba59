import { Button, Card, CardTitle, Flex, formatDay, Text } from '@ds';
import type { Quote } from '../../api/quotes';
import type { PricingMoves } from '../../lib/quote-pricing';
import { OfferTable } from './OfferTable';

type Props = {
  quote: Quote;
  moves: PricingMoves;
  busy: boolean;
  onAccept: () => void;
  onAskAgain: () => void;
  onWithdraw: () => void;
};

/** Staff's offer: its date, the reply, the prices beside the list prices and the dealer's answers. */
export function OfferPanel({ quote, moves, busy, onAccept, onAskAgain, onWithdraw }: Props) {
  const offer = quote.offer!;
  const reply = quote.messages.findLast((m) => m.kind === 'OFFER_SENT')?.text;
  const accepted = quote.status === 'ACCEPTED';
  // An offer left past its day can still be asked again or withdrawn, but no longer accepted.
  const lapsed = moves.askAgain && !moves.accept;
  const day = formatDay(offer.validUntil);
  const dateText = lapsed ? `Expired on ${day}` : `Valid until ${day}`;
  return (
    <Card as="section" aria-labelledby="quote-offer-title">
      <CardTitle as="h2" id="quote-offer-title">
        {accepted ? 'Accepted Offer' : lapsed ? 'Expired Offer' : 'Offer Received'}
      </CardTitle>
      <Flex direction="column" gap="3">
        <Text size="2" tone={lapsed ? 'error' : 'muted'}>
          From {offer.offeredBy}
          {offer.percentOff !== null ? `, ${offer.percentOff} % off every line` : ''} · {dateText}
        </Text>
        {reply ? (
          <Text
            as="blockquote"
            css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {reply}
          </Text>
        ) : null}
        <OfferTable items={quote.items} />
        {moves.askAgain ? (
          <Flex gap="2" wrap="wrap">
            {moves.accept ? (
              <Button loading={busy} onClick={onAccept}>
                Accept Offer
              </Button>
            ) : null}
            <Button variant="outline" disabled={busy} aria-haspopup="dialog" onClick={onAskAgain}>
              Ask Again
            </Button>
            <Button variant="outline" disabled={busy} onClick={onWithdraw}>
              Withdraw Request
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
