import type { Story } from '@ladle/react';
import { Progress } from './Progress';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$5', width: '$container1' });
const Label = styled('p', { margin: 0, marginBottom: '$2', fontSize: '$2' });

export const States: Story = () => (
  <Stack>
    <div>
      <Label id="progress-start">Checking SKUs: 0 of 250</Label>
      <Progress value={0} max={250} aria-labelledby="progress-start" />
    </div>
    <div>
      <Label id="progress-part">Checking SKUs: 200 of 250</Label>
      <Progress value={200} max={250} aria-labelledby="progress-part" />
    </div>
    <div>
      <Label id="progress-done">Checking SKUs: 250 of 250</Label>
      <Progress value={250} max={250} aria-labelledby="progress-done" />
    </div>
  </Stack>
);

const Wide = styled('div', { width: '$container2' });

export const LabelledByAriaLabel: Story = () => (
  <Wide>
    <Progress value={3} max={10} aria-label="Uploading" />
  </Wide>
);
