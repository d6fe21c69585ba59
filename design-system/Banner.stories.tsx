import type { Story } from '@ladle/react';
import { Banner } from './Banner';

export const Advisory: Story = () => (
  <Banner>
    A proposed 50% tariff is under watch. We will give at least four weeks&apos; notice before any
    price change.
  </Banner>
);

export const Brand: Story = () => (
  <Banner tone="brand" label="Promotion">
    Free assembly on orders placed this week.
  </Banner>
);

export const LongText: Story = () => (
  <div style={{ width: 720 }}>
    <Banner>
      {'A proposed 50% tariff is under watch. We will give at least four weeks’ notice before any price change. '.repeat(
        3,
      )}
    </Banner>
  </div>
);
