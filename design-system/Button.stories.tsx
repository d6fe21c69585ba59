import type { Story } from '@ladle/react';
import { Heart, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { styled } from './stitches.config';

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$4', marginBottom: '$5' });

export const Variants: Story = () => (
  <Row>
    <Button variant="primary">Place Order</Button>
    <Button variant="secondary">Save as Quote</Button>
    <Button variant="outline">Continue Shopping</Button>
    <Button variant="link">Forgot password?</Button>
  </Row>
);

export const Sizes: Story = () => (
  <Row>
    <Button size={1}>Apply</Button>
    <Button size={2}>Add to Cart</Button>
    <Button size={3}>Place Order</Button>
  </Row>
);

export const WithIcon: Story = () => (
  <Row>
    <Button>
      <ShoppingCart size={16} aria-hidden /> Add to Cart
    </Button>
    <Button variant="outline">
      <Trash2 size={16} aria-hidden /> Clear Cart
    </Button>
  </Row>
);

export const Loading: Story = () => (
  <Row>
    <Button loading>Saving</Button>
    <Button variant="secondary" loading>
      Save as Quote
    </Button>
    <Button variant="outline" loading>
      Deleting
    </Button>
  </Row>
);

export const Disabled: Story = () => (
  <Row>
    <Button disabled>Checkout</Button>
    <Button variant="secondary" disabled>
      Save as Quote
    </Button>
    <Button variant="outline" disabled>
      Apply
    </Button>
    <Button variant="link" disabled>
      Resend Code
    </Button>
  </Row>
);

export const FullWidthLongText: Story = () => (
  <div style={{ width: 350 }}>
    <Button fullWidth size={3}>
      Proceed to checkout
    </Button>
    <div style={{ height: 16 }} />
    <Button fullWidth variant="outline" css={{ whiteSpace: 'normal', height: 'auto', py: '$3' }}>
      Switch this quote back into the live shopping cart and keep the current cart as a quote
    </Button>
  </div>
);

export const IconButtons: Story = () => (
  <Row>
    <IconButton aria-label="Edit address">
      <Pencil size={18} aria-hidden />
    </IconButton>
    <IconButton aria-label="Delete address" size={3}>
      <Trash2 size={20} aria-hidden />
    </IconButton>
    <IconButton aria-label="Save to favourites" variant="solid">
      <Heart size={18} aria-hidden />
    </IconButton>
    <IconButton aria-label="Delete item" disabled>
      <Trash2 size={18} aria-hidden />
    </IconButton>
  </Row>
);
