import type { ReactNode } from 'react';
import { Card, CardTitle, Money, Text, styled } from '@ds';
import type { Order } from '../api/orders';

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  rowGap: '$2',
  margin: 0,
  fontSize: '$3',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, paddingLeft: '$5', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .total': {
    paddingTop: '$3',
    marginTop: '$1',
    borderTop: '$borderWidths$thin solid $border',
    fontWeight: '$bold',
    color: '$text',
  },
});

function Fact({ term, total, children }: { term: string; total?: boolean; children: ReactNode }) {
  const cls = total ? 'total' : undefined;
  return (
    <>
      <dt className={cls}>{term}</dt>
      <dd className={cls}>{children}</dd>
    </>
  );
}

/** Payment box: how the order was charged; a zero-total order has no card. */
export function PaymentBox({ order }: { order: Order }) {
  const t = order.transactionDetails;
  const b = t?.billingAddress;
  return (
    <Card as="section" aria-labelledby="order-payment" padding={2}>
      <CardTitle id="order-payment">Payment</CardTitle>
      {t && b ? (
        <Facts>
          <Fact term="Card Type">{t.cardType}</Fact>
          <Fact term="Card Number">{t.cardNumber}</Fact>
          <Fact term="Billing Name">{`${b.firstName} ${b.lastName}`}</Fact>
          <Fact term="Address">{b.address}</Fact>
          <Fact term="City, State, Zip">{`${b.city}, ${b.state} ${b.zipCode}, ${b.country}`}</Fact>
        </Facts>
      ) : (
        <Text tone="muted">Nothing was charged for this order, so no card was used.</Text>
      )}
    </Card>
  );
}

/** Summary box: the discount row only when there was a discount. */
export function SummaryBox({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-summary" padding={2}>
      <CardTitle id="order-summary">Summary</CardTitle>
      <Facts>
        <Fact term="Subtotal">
          <Money amount={order.totalAmount} />
        </Fact>
        {order.discountAmount > 0 ? (
          <Fact term="Discount">
            <Money amount={-order.discountAmount} tone="discount" />
          </Fact>
        ) : null}
        <Fact term="Tax">
          <Money amount={order.taxAmount} />
        </Fact>
        <Fact term="Assembly Fee">
          <Money amount={order.assemblyFee} />
        </Fact>
        <Fact term="Total" total>
          <Money amount={order.finalAmount} />
        </Fact>
      </Facts>
    </Card>
  );
}
