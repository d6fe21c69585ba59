import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Alert } from './Alert';
import { Badge } from './Badge';
import { Banner } from './Banner';
import { Card, CardTitle } from './Card';
import { Money } from './Money';
import { OrderStatus } from './OrderStatus';
import { Pagination } from './Pagination';
import { Skeleton } from './Skeleton';
import { styled } from './stitches.config';
import { VisuallyHidden } from './VisuallyHidden';

const Stack = styled('div', { display: 'grid', gap: '$4', width: 720 });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$5' });

export const OrderStatuses: Story = () => (
  <Stack>
    {['AWAITING_PAYMENT', 'PAID', 'TRANSACTION_PENDING', 'CLOSED', 'PICKED', 'REFUNDED'].map(
      (s) => (
        <OrderStatus key={s} status={s} />
      ),
    )}
  </Stack>
);

export const Badges: Story = () => (
  <Row>
    <Badge count={3} />
    <Badge count={42} />
    <Badge count={99} />
    <Badge count={100} />
    <Badge count={1250} tone="neutral" />
    <Badge count={0} showZero tone="neutral" />
    <span>Zero hidden: [</span>
    <Badge count={0} />
    <span>]</span>
  </Row>
);

export const Alerts: Story = () => (
  <Stack>
    <Alert variant="error">An unexpected error occurred.</Alert>
    <Alert variant="warning" title="Bundle required">
      The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy
      Reach (BER33 or BER36).
    </Alert>
    <Alert variant="success">Address added successfully!</Alert>
    <Alert variant="info">
      Account pending approval. <a href="#contact">Contact us</a> with questions.
    </Alert>
    <Alert variant="error">
      {'Each wooden table requires at least one Base Easy Reach (BER). '.repeat(5)}
    </Alert>
  </Stack>
);

export const Banners: Story = () => (
  <Stack css={{ width: '100%' }}>
    <Banner>
      A proposed 50% tariff is under watch. We will give at least four weeks&apos; notice before any
      price change.
    </Banner>
    <Banner tone="brand" label="Promotion">
      Free assembly on orders placed this week.
    </Banner>
  </Stack>
);

export const Cards: Story = () => (
  <Row css={{ alignItems: 'stretch' }}>
    <Card css={{ width: 300 }}>
      <CardTitle>Order Summary</CardTitle>
      <p>
        Subtotal <Money amount={1234.5} strong />
      </p>
    </Card>
    <Card variant="elevated" css={{ width: 300 }}>
      <CardTitle>Primary Address</CardTitle>
      <p>1200 Peachtree St NE, Atlanta, GA 30309</p>
    </Card>
    <Card variant="muted" css={{ width: 300 }}>
      <CardTitle>Empty</CardTitle>
      <p>No saved payment methods yet.</p>
    </Card>
  </Row>
);

export const Skeletons: Story = () => (
  <Stack css={{ width: 400 }} aria-busy="true">
    <VisuallyHidden>Loading products…</VisuallyHidden>
    <Skeleton shape="block" />
    <Skeleton css={{ width: '70%' }} />
    <Skeleton css={{ width: '40%' }} />
    <Row>
      <Skeleton shape="circle" />
      <Skeleton css={{ width: 200 }} />
    </Row>
  </Stack>
);

export const MoneyAmounts: Story = () => (
  <Stack css={{ width: 360 }}>
    <Row>
      Price: <Money amount={1234.5} />
    </Row>
    <Row>
      Total: <Money amount="98765.4" strong tone="primary" />
    </Row>
    <Row>
      Discount: <Money amount={-25} tone="discount" />
    </Row>
    <Row>
      Was <Money amount={499} strike /> now <Money amount={449} />
    </Row>
    <Row>
      Not numeric (visitor): [<Money amount="Login for price" />]
    </Row>
    <Row>
      With fallback: <Money amount={null} fallback="Call for price" />
    </Row>
  </Stack>
);

export const Paginations: Story = () => {
  const [page, setPage] = useState(5);
  return (
    <Stack>
      <Pagination page={page} pageCount={20} onPageChange={setPage} label="Search results pages" />
      <Pagination page={1} pageCount={3} onPageChange={() => undefined} label="Orders pages" />
      <Pagination page={3} pageCount={3} onPageChange={() => undefined} label="Quotes pages" />
      <p>A single page renders no pagination (nothing below this line).</p>
      <Pagination page={1} pageCount={1} onPageChange={() => undefined} />
    </Stack>
  );
};
