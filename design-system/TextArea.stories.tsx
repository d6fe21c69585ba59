import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Flex } from './Layout';
import { TextArea } from './TextArea';

export const Default: Story = () => (
  <Flex direction="column" gap="5" css={{ width: 520 }}>
    <TextArea label="Comments" required maxLength={500} />
    <TextArea label="Delivery notes" helperText="Gate code, loading dock, opening hours" />
  </Flex>
);

export const ErrorState: Story = () => (
  <Flex direction="column" gap="5" css={{ width: 520 }}>
    <TextArea label="Comments" required maxLength={500} error="Comments is required." />
  </Flex>
);

export const Controlled: Story = () => {
  const [value, setValue] = useState('Please quote 12 base cabinets in TPW, assembled.');
  return (
    <Flex direction="column" gap="5" css={{ width: 520 }}>
      <TextArea
        label="Quote notes"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={100}
        helperText="Shown on the quote PDF"
      />
      <TextArea label="Disabled" defaultValue="Not editable" disabled rows={2} />
    </Flex>
  );
};
