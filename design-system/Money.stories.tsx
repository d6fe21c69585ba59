import type { Story } from '@ladle/react';
import { Money } from './Money';
import { styled } from './stitches.config';

const Rows = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '220px auto',
  gap: '$2 $5',
  margin: 0,
  '& dd': { margin: 0 },
});

export const Amounts: Story = () => (
  <Rows>
    <dt>Price</dt>
    <dd>
      <Money amount={1234.5} />
    </dd>
    <dt>Total (string from API)</dt>
    <dd>
      <Money amount="98765.4" strong tone="primary" />
    </dd>
    <dt>Discount</dt>
    <dd>
      <Money amount={-25} tone="discount" />
    </dd>
    <dt>Was / now</dt>
    <dd>
      <Money amount={499} strike /> <Money amount={449} />
    </dd>
    <dt>Large</dt>
    <dd>
      <Money amount={12345678.9} />
    </dd>
  </Rows>
);

export const NotNumeric: Story = () => (
  <Rows>
    <dt>Visitor (no price shown)</dt>
    <dd>
      <Money amount="Login for price" />
    </dd>
    <dt>With fallback</dt>
    <dd>
      <Money amount={null} fallback="Call for price" />
    </dd>
  </Rows>
);
