import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { QuantitySelect } from './QuantitySelect';
import { Select } from './Select';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$5', width: 420 });

const states = [
  { value: 'AL', label: 'Alabama' },
  { value: 'GA', label: 'Georgia' },
  { value: 'NY', label: 'New York' },
];

export const SelectDefault: Story = () => (
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

export const SelectError: Story = () => (
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

export const SelectDisabled: Story = () => (
  <Stack>
    <Select label="Hinge" disabled options={[{ value: 'LEFT', label: 'Left' }]} />
  </Stack>
);

export const SelectLongText: Story = () => (
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

export const SelectEmpty: Story = () => (
  <Stack>
    <Select label="Saved address" placeholder="No saved addresses" options={[]} />
  </Stack>
);

export const Quantity: Story = () => {
  const [qty, setQty] = useState(1);
  return (
    <Stack>
      <QuantitySelect label="Quantity" max={12} value={qty} onChange={setQty} />
      <QuantitySelect label="Quantity for BER33" hideLabel max={5} />
      <QuantitySelect label="Quantity (only one allowed)" max={1} />
      <QuantitySelect label="Quantity (disabled)" max={4} disabled />
    </Stack>
  );
};

export const Checkboxes: Story = () => {
  const [checked, setChecked] = useState(true);
  return (
    <Stack>
      <Checkbox
        label="Use My Address"
        checked={checked}
        onCheckedChange={(c) => setChecked(c === true)}
      />
      <Checkbox label="Set as Primary Address" />
      <Checkbox label="Select all items" checked="indeterminate" />
      <Checkbox label="Assembled (disabled)" disabled />
      <Checkbox label="Assembled (disabled, checked)" disabled defaultChecked />
      <Checkbox
        label="Installation Services (Atlanta office only)"
        error="Please select at least one service."
      />
      <Checkbox label="Cabinets only (you provide material list) — with a long label that wraps onto the next line inside a narrow column" />
    </Stack>
  );
};
