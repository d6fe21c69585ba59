import { CreditCard } from 'lucide-react';
import { Flex } from '@ds';
import type { PaymentMethod } from '../api/payment-methods';
import { CARD_CHIP_WIDTH, CARD_CHIP_HEIGHT } from '../sizes';

type Brand = PaymentMethod['cardType'];

// Brand marks as coloured chips (no third-party logo files); the name is the accessible label.
const LABELS: Record<Brand, { text: string; name: string }> = {
  Visa: { text: 'VISA', name: 'Visa' },
  MasterCard: { text: 'MC', name: 'MasterCard' },
  AmericanExpress: { text: 'AMEX', name: 'American Express' },
  Discover: { text: 'DISC', name: 'Discover' },
  Diners: { text: 'DC', name: 'Diners Club' },
  JCB: { text: 'JCB', name: 'JCB' },
  Unknown: { text: '', name: 'Card' },
};

const COLORS: Record<Brand, string> = {
  Visa: '#1A1F71',
  MasterCard: '#222222',
  AmericanExpress: '#1F72CD',
  Discover: '#9A4A00',
  Diners: '#004A97',
  JCB: '#0B4EA2',
  Unknown: '$gray8',
};

const CHIP_CSS = {
  width: CARD_CHIP_WIDTH,
  height: CARD_CHIP_HEIGHT,
  borderRadius: '$2',
  fontSize: '$2',
  fontWeight: '$bold',
  fontStyle: 'italic',
  letterSpacing: '0.04em',
  color: '$white',
  flexShrink: 0,
} as const;

/** The card-brand icon of a saved card. */
export function CardBrand({ brand }: { brand: Brand }) {
  const label = LABELS[brand] ?? LABELS.Unknown;
  return (
    <Flex
      as="span"
      display="inline"
      align="center"
      justify="center"
      role="img"
      aria-label={label.name}
      css={{ ...CHIP_CSS, backgroundColor: COLORS[brand] ?? COLORS.Unknown }}
    >
      {label.text || <CreditCard size={20} aria-hidden />}
    </Flex>
  );
}

export const brandName = (brand: Brand) => (LABELS[brand] ?? LABELS.Unknown).name;
