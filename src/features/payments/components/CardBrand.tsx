import { CreditCard } from 'lucide-react';
import { Flex } from '@ds';
import type { PaymentMethod } from '../api/payment-methods';
import { CARD_MARK_HEIGHT, CARD_MARK_WIDTH } from '../sizes';

type Brand = PaymentMethod['cardType'];

// The wordmark a card shows and the brand's name for a screen reader (the brands of
// docs/business-rules.md#field-limits); no third-party logo files.
const BRANDS: Record<Brand, { mark: string; name: string }> = {
  Visa: { mark: 'VISA', name: 'Visa' },
  MasterCard: { mark: 'MasterCard', name: 'MasterCard' },
  AmericanExpress: { mark: 'AMEX', name: 'American Express' },
  Discover: { mark: 'Discover', name: 'Discover' },
  Diners: { mark: 'Diners', name: 'Diners Club' },
  JCB: { mark: 'JCB', name: 'JCB' },
  Unknown: { mark: 'Card', name: 'Card' },
};

const brandOf = (brand: string) => BRANDS[brand as Brand] ?? BRANDS.Unknown;

/** The brand's name as a screen reader says it ('American Express'). */
export const brandName = (brand: string) => brandOf(brand).name;

/** The card-brand image of a saved card: a card glyph with the brand's wordmark. */
export function CardBrandMark({ cardType }: { cardType: string }) {
  const brand = brandOf(cardType);
  return (
    <Flex
      role="img"
      aria-label={brand.name}
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
      <span aria-hidden>{brand.mark}</span>
    </Flex>
  );
}
