import { CreditCard } from 'lucide-react';
import { Flex } from '@ds';
import { CARD_MARK_WIDTH, CARD_MARK_HEIGHT } from '../sizes';

const LABELS: Record<string, string> = {
  Visa: 'VISA',
  MasterCard: 'MasterCard',
  AmericanExpress: 'AMEX',
  Discover: 'Discover',
  Diners: 'Diners',
  JCB: 'JCB',
};

/** The card-brand image of a saved method: a card glyph with the brand's wordmark. */
export function CardBrandMark({ cardType }: { cardType: string }) {
  const label = LABELS[cardType] ?? 'Card';
  return (
    <Flex
      role="img"
      aria-label={cardType === 'Unknown' ? 'Card' : cardType}
      direction="column"
      align="center"
      justify="center"
      css={{
        width: CARD_MARK_WIDTH,
        height: CARD_MARK_HEIGHT,
        flexShrink: 0,
        borderRadius: '$2',
        backgroundColor: '$secondary',
        color: '$white',
        fontSize: '$1',
        fontWeight: '$bold',
        letterSpacing: '0.04em',
      }}
    >
      <CreditCard size={16} aria-hidden />
      <span aria-hidden>{label}</span>
    </Flex>
  );
}
