import type { MouseEvent } from 'react';
import { Button, Card, Flex, Text } from '@ds';
import type { Address } from '../api/addresses';

const TAG_CSS = {
  px: '$2',
  py: '$1',
  borderRadius: '$1',
  fontSize: '$1',
  fontWeight: '$bold',
  letterSpacing: '$button',
  textTransform: 'uppercase',
} as const;

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
      <Flex align="center" gap="2" css={{ marginBottom: '$2' }}>
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
      </Flex>
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
