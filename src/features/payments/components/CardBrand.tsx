import { CreditCard } from 'lucide-react';
import { Flex } from '@ds';
import type { PaymentMethod } from '../api/payment-methods';
import { CARD_MARK_HEIGHT, CARD_MARK_WIDTH } from '../sizes';

type Brand = PaymentMethod['cardType'];

// The wordmark a card shows is the brand as docs/business-rules.md#field-limits names it, short
// where it is long; a screen reader hears the full name. No third-party logo files.
const MARKS: Partial<Record<Brand, string>> = { Visa: 'VISA', AmericanExpress: 'AMEX' };
const NAMES: Partial<Record<Brand, string>> = {
  AmericanExpress: 'American Express',
  Diners: 'Diners Club',
};
const KNOWN = ['Visa', 'MasterCard', 'AmericanExpress', 'Discover', 'Diners', 'JCB'];

const known = (brand: string) => (KNOWN.includes(brand) ? (brand as Brand) : null);

/** The brand's name as a screen reader says it ('American Express'). */
export const brandName = (cardType: string) => {
  const brand = known(cardType);
  return brand ? (NAMES[brand] ?? brand) : 'Card';
};

/** The card-brand image of a saved card: a card glyph with the brand's wordmark. */
export function CardBrandMark({ cardType }: { cardType: string }) {
  const brand = known(cardType);
  return (
    <Flex
      role="img"
      aria-label={brandName(cardType)}
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
      <span aria-hidden>{brand ? (MARKS[brand] ?? brand) : 'Card'}</span>
    </Flex>
  );
}
