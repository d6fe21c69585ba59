import type { Story } from '@ladle/react';
import { styled } from './stitches.config';
import { LimitedTextField } from './LimitedTextField';

const Stack = styled('div', { display: 'grid', gap: '$5', width: 240 });

const MESSAGE = 'PO number must be at most 20 characters.';

/** Type or paste past 20 characters: what fits stays and the message shows. */
export const Counter: Story = () => (
  <Stack>
    <LimitedTextField
      label="PO Number"
      maxLength={20}
      defaultValue="KITCHEN-RENO-2026"
      limitMessage={MESSAGE}
    />
  </Stack>
);

export const Empty: Story = () => (
  <Stack>
    <LimitedTextField label="PO Number" maxLength={20} limitMessage={MESSAGE} />
  </Stack>
);
