import type { Story } from '@ladle/react';
import { Skeleton } from './Skeleton';
import { styled } from './stitches.config';
import { VisuallyHidden } from './VisuallyHidden';

const Stack = styled('div', { display: 'grid', gap: '$4', width: 400 });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$4' });

export const Shapes: Story = () => (
  <Stack aria-busy="true">
    <VisuallyHidden>Loading products…</VisuallyHidden>
    <Skeleton shape="block" />
    <Skeleton css={{ width: '70%' }} />
    <Skeleton css={{ width: '40%' }} />
    <Row>
      <Skeleton shape="circle" />
      <Skeleton css={{ width: 200 }} />
    </Row>
  </Stack>
);

export const ProductGrid: Story = () => (
  <div
    style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 260px)', gap: 24 }}
    aria-busy="true"
  >
    <VisuallyHidden>Loading products…</VisuallyHidden>
    {Array.from({ length: 8 }, (_, i) => (
      <div key={i} style={{ display: 'grid', gap: 8 }}>
        <Skeleton shape="block" css={{ height: 180 }} />
        <Skeleton css={{ width: '80%' }} />
        <Skeleton css={{ width: '35%' }} />
      </div>
    ))}
  </div>
);
