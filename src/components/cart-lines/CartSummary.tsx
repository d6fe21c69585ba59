import type { ReactNode } from 'react';
import { Card, CardTitle, Flex, Money, Text } from '@ds';
import { computeTotals, type PricedLine } from '@/lib/cart-model';

type Props = {
  title: string;
  lines: readonly PricedLine[];
  isTaxable: boolean;
  /** Rate in percent of a valid discount code; the Discount row shows only when given. */
  discountRate?: number | null;
  children?: ReactNode;
};

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Flex
      justify="between"
      align="baseline"
      css={strong ? { borderTop: '1px solid $border', pt: '$3' } : {}}
    >
      <Text size={strong ? 4 : 3} weight={strong ? 'bold' : 'regular'}>
        {label}
      </Text>
      <Money
        amount={amount}
        tone={strong ? 'primary' : 'default'}
        data-testid={`summary-${label.split(' ')[0]!.toLowerCase()}`}
        css={strong ? { fontWeight: '$bold', fontSize: '$4' } : {}}
      />
    </Flex>
  );
}

/**
 * The cart's and a quote's figures, computed by the shared cart model in integer cents from the
 * lines (and the applied code), as docs/business-rules.md says the client does.
 */
export function CartSummary({ title, lines, isTaxable, discountRate, children }: Props) {
  const totals = computeTotals(lines, { isTaxable, discountPercent: discountRate ?? 0 });
  return (
    <Card
      as="aside"
      aria-label={title}
      variant="elevated"
      css={{
        width: '$summaryColumn',
        flexShrink: 0,
        alignSelf: 'start',
        // Below the lines, as wide as they are.
        '@narrow': { width: '100%', alignSelf: 'stretch' },
      }}
    >
      <CardTitle as="h2">{title}</CardTitle>
      <Flex direction="column" gap="3">
        <Row label="Subtotal" amount={totals.subTotal} />
        {discountRate ? (
          <Row label={`Discount (${discountRate}%)`} amount={-totals.discountedAmount} />
        ) : null}
        <Row label="Tax" amount={totals.tax} />
        <Row label="Assembly Fee" amount={totals.assemblyFee} />
        <Row label="Total" amount={totals.totalPrice} strong />
        {children}
      </Flex>
    </Card>
  );
}
