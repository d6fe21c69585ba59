import type { Story } from '@ladle/react';
import { OrderStatus } from './OrderStatus';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start' });

export const AllStatuses: Story = () => (
  <Stack>
    {['AWAITING_PAYMENT', 'PAID', 'TRANSACTION_PENDING', 'CLOSED', 'PICKED'].map((s) => (
      <OrderStatus key={s} status={s} />
    ))}
  </Stack>
);

export const OtherStatus: Story = () => (
  <Stack>
    <OrderStatus status="REFUNDED" />
    <OrderStatus status="PARTIALLY_SHIPPED_TO_SECONDARY_WAREHOUSE_LOCATION" />
  </Stack>
);
