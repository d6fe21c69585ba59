import type { MouseEvent } from 'react';
import { Button, Card, styled, Text } from '@ds';
import type { Address } from '../api/addresses';

const Tag = styled('span', {
  alignSelf: 'flex-start',
  px: '$2',
  py: '$1',
  borderRadius: '$1',
  fontSize: '$1',
  fontWeight: '$bold',
  letterSpacing: '$button',
  textTransform: 'uppercase',
  variants: {
    primary: {
      true: { backgroundColor: '$primary', color: '$white' },
      false: { backgroundColor: '$gray3', color: '$text' },
    },
  },
});

type Props = {
  address: Address;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** One address: Primary or Alternate badge, Edit and Delete, then the address as printed. */
export function AddressCard({ address, onEdit, onDelete }: Props) {
  const kind = address.isPrimaryAddress ? 'Primary' : 'Alternate';
  const where = `${address.customerName}, ${address.addressLine1}`;
  return (
    <Card
      as="article"
      aria-label={`${kind} address: ${where}`}
      css={{ display: 'flex', flexDirection: 'column', gap: '$1', height: '100%' }}
    >
      <Text as="div" css={{ display: 'flex', alignItems: 'center', gap: '$2', marginBottom: '$2' }}>
        <Tag primary={address.isPrimaryAddress}>{kind}</Tag>
        <Button
          variant="link"
          size="1"
          css={{ marginLeft: 'auto' }}
          aria-label={`Edit address ${where}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button variant="link" size="1" aria-label={`Delete address ${where}`} onClick={onDelete}>
          Delete
        </Button>
      </Text>
      <Text weight="semibold">{address.customerName}</Text>
      <Text>{address.addressLine1}</Text>
      {address.addressLine2 ? <Text>{address.addressLine2}</Text> : null}
      <Text>
        {address.city}, {address.state} {address.zipCode}
      </Text>
      <Text tone="muted">{address.phoneNumber}</Text>
      <Text tone="muted">{address.companyName}</Text>
    </Card>
  );
}
