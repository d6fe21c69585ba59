import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$5', width: 420 });

export const States: Story = () => {
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
