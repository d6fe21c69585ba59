import type { Story } from '@ladle/react';
import { useState } from 'react';
import { styled } from './stitches.config';
import { TextField } from './TextField';

const Stack = styled('div', { display: 'grid', gap: '$5', width: 420 });

export const Default: Story = () => (
  <Stack>
    <TextField label="Email" type="email" name="email" autoComplete="email" maxLength={50} />
    <TextField label="PO Number" placeholder="Optional" maxLength={20} />
  </Stack>
);

export const HelperText: Story = () => (
  <Stack>
    <TextField
      label="Address Line 1"
      helperText="Please enter your address"
      required
      maxLength={50}
    />
  </Stack>
);

export const ErrorState: Story = () => (
  <Stack>
    <TextField label="First Name" required error="First name is required." maxLength={20} />
    <TextField
      label="City"
      required
      defaultValue="At"
      error="City is required."
      helperText="Please enter your city"
    />
  </Stack>
);

export const Password: Story = () => (
  <Stack>
    <TextField label="Password" type="password" defaultValue="Secret#123" maxLength={64} />
    <TextField
      label="Confirm password"
      type="password"
      defaultValue="Secret#12"
      error="Passwords do not match"
    />
  </Stack>
);

export const Disabled: Story = () => (
  <Stack>
    <TextField label="Email" defaultValue="dealer@example.com" disabled />
    <TextField label="Sales Rep" defaultValue="Jordan Miller" readOnly helperText="Not editable" />
  </Stack>
);

export const Empty: Story = () => (
  <Stack>
    <TextField label="Discount code" placeholder="Enter code" />
  </Stack>
);

export const LongText: Story = () => (
  <Stack>
    <TextField
      label="Company name for invoices, shipping labels and the dealer directory listing"
      defaultValue="Northern Georgia Cabinet, Countertop and Custom Millwork Distributors LLC"
      helperText="Use the legal company name exactly as it appears on your resale certificate and tax documents."
      error="Company Name is required."
      maxLength={50}
    />
  </Stack>
);

export const MaxLength: Story = () => {
  const [value, setValue] = useState('');
  return (
    <Stack>
      <TextField
        label="PO Number"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={20}
        helperText={`${value.length}/20 characters`}
      />
    </Stack>
  );
};
