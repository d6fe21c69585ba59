import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { Button } from './Button';
import { useToast } from './Toast';
import { styled } from './stitches.config';

const Row = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });

export const Queue: Story = () => {
  const toast = useToast();
  return (
    <Row>
      <Button onClick={() => toast.show('Address added successfully!', { variant: 'success' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show('An unexpected error occurred.', { variant: 'error' })}
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.success('Cart item updated successfully', {
            action: { label: 'View Cart', onSelect: () => undefined },
          })
        }
      >
        With action
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          toast.show('Cart item updated successfully', { variant: 'success' });
          toast.show('Discount code removed');
          toast.show('Failed to clear the cart.', { variant: 'error' });
        }}
      >
        Queue three
      </Button>
    </Row>
  );
};

function Shows({
  message,
  variant,
}: {
  message: string;
  variant: 'success' | 'error' | 'info' | 'warning';
}) {
  const toast = useToast();
  useEffect(() => {
    // Long duration so designers (and the screenshot) can see it.
    toast.show(message, { variant, duration: 600_000 });
  }, [toast, message, variant]);
  return null;
}

export const Success: Story = () => (
  <Shows message="Payment information saved successfully!" variant="success" />
);
export const ErrorToast: Story = () => (
  <Shows message="Network issue, please try again." variant="error" />
);
export const Info: Story = () => <Shows message="Discount code removed" variant="info" />;
export const LongText: Story = () => (
  <Shows
    message="Each wooden table requires at least one Base Easy Reach (BER). You have 2 wooden table(s) but only 1 BER item(s). Please add 1 more BER item(s) to your cart."
    variant="warning"
  />
);

function ShowsAction() {
  const toast = useToast();
  useEffect(() => {
    toast.show('3 items added to your cart', {
      variant: 'success',
      duration: 600_000,
      action: { label: 'View Cart', onSelect: () => undefined },
    });
  }, [toast]);
  return null;
}

/** A toast with one action: the quick order's way to the cart. */
export const WithAction: Story = () => <ShowsAction />;
