import type { Story } from '@ladle/react';
import { Card, CardTitle } from './Card';
import { Money } from './Money';
import { styled } from './stitches.config';

const Row = styled('div', { display: 'flex', alignItems: 'stretch', gap: '$5' });

export const Variants: Story = () => (
  <Row>
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
      <CardTitle>Quote 1042</CardTitle>
      <p>PO Kitchen-Smith</p>
    </Card>
  </Row>
);

export const Empty: Story = () => (
  <Card variant="muted" css={{ width: 420, textAlign: 'center' }} padding={3}>
    <CardTitle>No Saved Cards</CardTitle>
    <p>You have no saved payment methods yet.</p>
  </Card>
);

export const LongText: Story = () => (
  <Card css={{ width: 300 }}>
    <CardTitle>Thielsen Pigeon White Base Easy Reach Corner Cabinet</CardTitle>
    <p style={{ overflowWrap: 'anywhere' }}>
      TPW-BER36-LEFT-HINGE-ASSEMBLED-WITH-SOFT-CLOSE-DRAWERS-AND-FULL-EXTENSION-SLIDES
    </p>
  </Card>
);
