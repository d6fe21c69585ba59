import type { Story } from '@ladle/react';
import { ShoppingCart } from 'lucide-react';
import { Badge } from './Badge';
import { styled } from './stitches.config';

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$5' });
const CartIcon = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  marginRight: '$3',
  '& > span': { position: 'absolute', top: -8, right: -12 },
});

export const Counts: Story = () => (
  <Row>
    <Badge count={3} />
    <Badge count={42} />
    <Badge count={99} />
    <Badge count={1250} tone="neutral" />
  </Row>
);

export const CappedAbove99: Story = () => (
  <Row>
    <CartIcon>
      <ShoppingCart size={26} aria-label="Cart" />
      <Badge count={100} />
    </CartIcon>
    <span>100 items shows 99+</span>
  </Row>
);

export const Zero: Story = () => (
  <Row>
    <span>Hidden at zero:</span>
    <Badge count={0} />
    <span>with showZero:</span>
    <Badge count={0} showZero tone="neutral" />
  </Row>
);
