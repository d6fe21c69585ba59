import type { MouseEvent } from 'react';
import { Text } from '@ds';
import { CollectionCard } from '@/components/card-collection';
import type { PaymentMethod } from '../api/payment-methods';
import { brandName, CardBrandMark } from './CardBrand';

type Props = {
  method: PaymentMethod;
  onEdit?: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** One saved card: brand, masked number, billing name and address, expiry, Edit and Delete. */
export function PaymentCard({ method, onEdit, onDelete }: Props) {
  const b = method.billingAddress;
  const what = `${brandName(method.cardType)} ${method.cardNumber}`;
  return (
    <CollectionCard
      label={what}
      what={`card ${what}`}
      headGap="3"
      head={
        <>
          <CardBrandMark cardType={method.cardType} />
          <Text as="span" weight="bold" css={{ fontVariantNumeric: 'tabular-nums' }}>
            {method.cardNumber}
          </Text>
        </>
      }
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Text weight="semibold">
        {b.firstName} {b.lastName}
      </Text>
      <Text>{b.address}</Text>
      <Text>
        {b.city}, {b.state} {b.zipCode}
      </Text>
      <Text tone="muted">Expires {method.expirationDate}</Text>
    </CollectionCard>
  );
}
