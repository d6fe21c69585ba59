import type { Story } from '@ladle/react';
import { useState } from 'react';
import { QuantitySelect } from './QuantitySelect';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$5', width: 420 });

export const States: Story = () => {
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
