import { Flex, Grid, Skeleton, Text } from '@ds';
import { CardBrandMark, type PaymentMethod } from '@/features/payments';
import { SelectableCard } from './SelectableCard';
import { SAVED_CARD_PLACEHOLDER } from '../sizes';

type Props = {
  methods: PaymentMethod[];
  loading: boolean;
  selectedId: string;
  onToggle: (paymentProfileId: string) => void;
};

export function PaymentMethodList({ methods, loading, selectedId, onToggle }: Props) {
  // A failed load is only logged and falls back to the empty list; until then, a placeholder.
  if (loading && methods.length === 0)
    return (
      <Skeleton
        shape="block"
        css={{ height: SAVED_CARD_PLACEHOLDER }}
        aria-busy="true"
        aria-label="Loading payment methods"
      />
    );
  if (methods.length === 0) return <Text tone="muted">No payment methods available.</Text>;
  return (
    <Grid
      columns={{ '@initial': '2', '@phone': '1' }}
      gap={3}
      role="group"
      aria-label="Saved payment methods"
    >
      {methods.map((m) => {
        const name = `${m.billingAddress.firstName} ${m.billingAddress.lastName}`;
        return (
          <SelectableCard
            key={m.paymentProfileId}
            selected={selectedId === m.paymentProfileId}
            onToggle={() => onToggle(m.paymentProfileId)}
          >
            <CardBrandMark cardType={m.cardType} />
            <Flex direction="column" gap={1}>
              <Text size={2} weight="semibold">
                {name}
              </Text>
              <Text size={2} tone="muted">
                {m.cardNumber} · Expires {m.expirationDate}
              </Text>
            </Flex>
          </SelectableCard>
        );
      })}
    </Grid>
  );
}
