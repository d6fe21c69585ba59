import type { Story } from '@ladle/react';
import { Alert } from './Alert';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$4', width: 720 });

export const Variants: Story = () => (
  <Stack>
    <Alert variant="error">An unexpected error occurred.</Alert>
    <Alert variant="warning">Please check your cart items.</Alert>
    <Alert variant="success">Address added successfully!</Alert>
    <Alert variant="info">Your account is pending approval.</Alert>
  </Stack>
);

export const WithTitleAndLink: Story = () => (
  <Stack>
    <Alert variant="warning" title="Bundle required">
      The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy
      Reach (BER33 or BER36). <a href="#our-products">Browse Base Easy Reach cabinets</a>
    </Alert>
    <Alert variant="error">
      Account does not exist. <a href="#signup">Apply for a dealer account</a>
    </Alert>
  </Stack>
);

export const LongText: Story = () => (
  <Stack>
    <Alert variant="error">
      Each wooden table requires at least one Base Easy Reach (BER). You have 3 wooden table(s) but
      only 1 BER item(s). Please add 2 more BER item(s) to your cart.
      {' Supercalifragilisticexpialidocious-SKU-WITHOUT-ANY-SPACES-0123456789-ABCDEFGHIJ'}
    </Alert>
  </Stack>
);
