import { Checkbox, Flex, Grid, Text } from '@ds';
import type { Address } from '@/features/addresses';
import { SelectableCard } from './SelectableCard';

type Props = {
  addresses: Address[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selectedId: string;
  onToggle: (address: Address) => void;
};

/** 'Use My Address': the address book as toggles that fill (or blank) the billing fields. */
export function AddressPicker({ addresses, open, onOpenChange, selectedId, onToggle }: Props) {
  return (
    <Flex direction="column" gap={3}>
      <Checkbox
        label="Use My Address"
        checked={open}
        onCheckedChange={(checked) => onOpenChange(checked === true)}
      />
      {open && addresses.length === 0 ? (
        <Text size={2} tone="muted">
          No saved addresses.
        </Text>
      ) : null}
      {open && addresses.length > 0 ? (
        <Grid
          columns={{ '@initial': '2', '@phone': '1' }}
          gap={3}
          role="group"
          aria-label="Saved addresses"
        >
          {addresses.map((a) => (
            <SelectableCard
              key={a.id}
              selected={selectedId === String(a.id)}
              onToggle={() => onToggle(a)}
            >
              <Flex direction="column" gap={1}>
                <Text size={2} weight="semibold">
                  {a.customerName}
                </Text>
                <Text size={2} tone="muted">
                  {[a.addressLine1, a.addressLine2].filter(Boolean).join(', ')}
                </Text>
                <Text size={2} tone="muted">
                  {a.city}, {a.state} {a.zipCode}
                </Text>
              </Flex>
            </SelectableCard>
          ))}
        </Grid>
      ) : null}
    </Flex>
  );
}
