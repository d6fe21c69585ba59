import type { MouseEvent } from 'react';
import { Button, Card, Flex, Text } from '@ds';
import type { PaymentMethod } from '../api/payment-methods';
import { brandName, CardBrand } from './CardBrand';

type Props = {
  method: PaymentMethod;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** One saved card: brand, masked number, billing name and address, expiry, Edit and Delete. */
export function PaymentCard({ method, onEdit, onDelete }: Props) {
  const b = method.billingAddress;
  const what = `${brandName(method.cardType)} ${method.cardNumber}`;
  return (
    <Card
      as="article"
      aria-label={what}
      css={{ display: 'flex', flexDirection: 'column', gap: '$1', height: '100%' }}
    >
      <Flex align="center" gap="3" css={{ marginBottom: '$2' }}>
        <CardBrand brand={method.cardType} />
        <Text as="span" weight="bold" css={{ fontVariantNumeric: 'tabular-nums' }}>
          {method.cardNumber}
        </Text>
        <Button
          variant="link"
          size="1"
          css={{ marginLeft: 'auto' }}
          aria-label={`Edit card ${what}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button variant="link" size="1" aria-label={`Delete card ${what}`} onClick={onDelete}>
          Delete
        </Button>
      </Flex>
      <Text weight="semibold">
        {b.firstName} {b.lastName}
      </Text>
      <Text>{b.address}</Text>
      <Text>
        {b.city}, {b.state} {b.zipCode}
      </Text>
      <Text tone="muted">Expires {method.expirationDate}</Text>
    </Card>
  );
}
