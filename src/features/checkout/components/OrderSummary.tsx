import type { ReactNode } from 'react';
import { Card, CardTitle, Flex, Money, Text } from '@ds';
import { lineSubtotalCents, toDollars, type CartItem, type Totals } from '@/features/cart';

type Props = {
  items: CartItem[];
  /** In cents, from the shared cart model. */
  totals: Totals;
  /** The applied discount's rate in percent, 0 when none. */
  discountRate: number;
  children?: ReactNode;
};

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="between" gap={3}>
      <Text size={2}>{label}</Text>
      {children}
    </Flex>
  );
}

/** The cart's lines and amounts beside the checkout form (the cart summary's 350 px column). */
export function OrderSummary({ items, totals, discountRate, children }: Props) {
  return (
    <Card
      as="aside"
      aria-label="Order summary"
      css={{
        width: '$summaryColumn',
        position: 'sticky',
        top: '$5',
        alignSelf: 'start',
        // Below the form, as wide as it is.
        '@narrow': { width: '100%', position: 'static' },
      }}
    >
      <CardTitle>Order Summary</CardTitle>
      <Flex as="ul" direction="column" gap={3} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <Flex as="li" key={item.cartItemId} justify="between" gap={3}>
            <Flex direction="column">
              <Text size={2} weight="semibold">
                {item.sku}
              </Text>
              {item.color && item.color !== 'Generic' ? (
                <Text size={1} tone="muted">
                  {item.color}
                </Text>
              ) : null}
              <Text size={1} tone="muted">
                Qty {item.quantity} × <Money amount={item.price} />
              </Text>
              {item.isAssembled ? (
                <Text size={1} tone="muted">
                  Assembled{item.hingeDirection ? ` · Hinge ${item.hingeDirection}` : ''}
                </Text>
              ) : null}
            </Flex>
            <Money amount={toDollars(lineSubtotalCents(item))} />
          </Flex>
        ))}
      </Flex>
      <Flex
        direction="column"
        gap={2}
        css={{ borderTop: '$borderWidths$thin solid $border', marginTop: '$4', paddingTop: '$4' }}
      >
        <Row label="Subtotal">
          <Money amount={toDollars(totals.subTotal)} />
        </Row>
        <Row label={`Discount (${discountRate}%)`}>
          <Money
            amount={-toDollars(totals.discountedAmount)}
            tone={discountRate > 0 ? 'discount' : 'default'}
          />
        </Row>
        <Row label="Tax">
          <Money amount={toDollars(totals.tax)} />
        </Row>
        <Row label="Assembly Fee">
          <Money amount={toDollars(totals.assemblyFee)} />
        </Row>
        <Row label={<strong>Total</strong>}>
          <Money amount={toDollars(totals.totalPrice)} strong />
        </Row>
      </Flex>
      {children ? (
        <Flex direction="column" gap={3} css={{ marginTop: '$5' }}>
          {children}
        </Flex>
      ) : null}
    </Card>
  );
}
