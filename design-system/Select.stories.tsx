import type { Story } from '@ladle/react';
import { Select } from './Select';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$5', width: 420 });

const states = [
  { value: 'AL', label: 'Alabama' },
  { value: 'GA', label: 'Georgia' },
  { value: 'NY', label: 'New York' },
];

export const Default: Story = () => (
  <Stack>
    <Select label="State" placeholder="Select a state" options={states} required />
    <Select
      label="Hinge"
      options={[
        { value: 'LEFT', label: 'Left' },
        { value: 'RIGHT', label: 'Right' },
      ]}
    />
  </Stack>
);

export const ErrorState: Story = () => (
  <Stack>
    <Select
      label="State"
      placeholder="Select a state"
      options={states}
      error="State is required."
      helperText="Please select a state"
    />
  </Stack>
);

export const Disabled: Story = () => (
  <Stack>
    <Select label="Hinge" disabled options={[{ value: 'LEFT', label: 'Left' }]} />
  </Stack>
);

export const LongText: Story = () => (
  <Stack>
    <Select
      label="How did you hear about us?"
      defaultValue="direct"
      options={[
        { value: 'direct', label: "Direct email or phone call from the product's company" },
        { value: 'referral', label: 'Referral from another customer' },
      ]}
    />
  </Stack>
);

export const Empty: Story = () => (
  <Stack>
    <Select label="Saved address" placeholder="No saved addresses" options={[]} />
  </Stack>
);
