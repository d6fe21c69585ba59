import type { MouseEvent } from 'react';
import { Text } from '@ds';
import { CollectionCard } from '@/components/card-collection';
import type { Address } from '../api/addresses';

const TAG_CSS = {
  px: '$2',
  py: '$1',
  borderRadius: '$1',
  fontSize: '$1',
  fontWeight: '$bold',
  letterSpacing: '$button',
  capitals: true,
} as const;

type Props = {
  address: Address;
  onEdit?: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** One address: Primary or Alternate badge, Edit and Delete, then the address as printed. */
export function AddressCard({ address, onEdit, onDelete }: Props) {
  const kind = address.isPrimaryAddress ? 'Primary' : 'Alternate';
  const where = `${address.customerName}, ${address.addressLine1}`;
  return (
    <CollectionCard
      label={`${kind} address: ${where}`}
      what={`address ${where}`}
      headGap="2"
      head={
        <Text
          as="span"
          css={{
            ...TAG_CSS,
            backgroundColor: address.isPrimaryAddress ? '$primary' : '$gray3',
            color: address.isPrimaryAddress ? '$white' : '$text',
          }}
        >
          {kind}
        </Text>
      }
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Text weight="semibold">{address.customerName}</Text>
      <Text>{address.addressLine1}</Text>
      {address.addressLine2 ? <Text>{address.addressLine2}</Text> : null}
      <Text>
        {address.city}, {address.state} {address.zipCode}
      </Text>
      <Text tone="muted">{address.phoneNumber}</Text>
      <Text tone="muted">{address.companyName}</Text>
    </CollectionCard>
  );
}
