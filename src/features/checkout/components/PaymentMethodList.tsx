import { Flex, Grid, Text } from '@ds';
import type { PaymentMethod } from '@/features/payments';
import { CardBrandMark } from './CardBrandMark';
import { SelectableCard } from './SelectableCard';

type Props = {
  methods: PaymentMethod[];
  selectedId: string;
  onToggle: (paymentProfileId: string) => void;
};

export function PaymentMethodList({ methods, selectedId, onToggle }: Props) {
  if (methods.length === 0) return <Text tone="muted">No payment methods available.</Text>;
  return (
    <Grid columns={2} gap={3} role="group" aria-label="Saved payment methods">
      {methods.map((m) => {
        const name = `${m.billingAddress.firstName} ${m.billingAddress.lastName}`;
        return (
          <SelectableCard
            key={m.paymentProfileId}
            selected={selectedId === m.paymentProfileId}
            onToggle={() => onToggle(m.paymentProfileId)}
            label={`${name}, ${m.cardType} ${m.cardNumber}, expires ${m.expirationDate}`}
          >
            <CardBrandMark cardType={m.cardType} />
            <Flex direction="column" gap={1}>
              <Text size={2} weight="semibold">
                {name}
              </Text>
              <Text size={2} tone="muted">
                {m.cardNumber} · {m.expirationDate}
              </Text>
            </Flex>
          </SelectableCard>
        );
      })}
    </Grid>
  );
}
