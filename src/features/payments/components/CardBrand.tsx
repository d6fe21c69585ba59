import { CreditCard } from 'lucide-react';
import { styled } from '@ds';
import type { PaymentMethod } from '../api/payment-methods';

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

const Chip = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 36,
  borderRadius: '$2',
  fontSize: '$2',
  fontWeight: '$bold',
  fontStyle: 'italic',
  letterSpacing: '0.04em',
  color: '$white',
  flexShrink: 0,
  variants: {
    brand: {
      Visa: { backgroundColor: '#1A1F71' },
      MasterCard: { backgroundColor: '#222222' },
      AmericanExpress: { backgroundColor: '#1F72CD' },
      Discover: { backgroundColor: '#9A4A00' },
      Diners: { backgroundColor: '#004A97' },
      JCB: { backgroundColor: '#0B4EA2' },
      Unknown: { backgroundColor: '$gray8' },
    },
  },
});

/** The card-brand icon of a saved card. */
export function CardBrand({ brand }: { brand: Brand }) {
  const label = LABELS[brand] ?? LABELS.Unknown;
  return (
    <Chip brand={brand} role="img" aria-label={label.name}>
      {label.text || <CreditCard size={20} aria-hidden />}
    </Chip>
  );
}

export const brandName = (brand: Brand) => (LABELS[brand] ?? LABELS.Unknown).name;
