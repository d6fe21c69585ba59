import type { Story } from '@ladle/react';
import { Heading, PageTitle, Text } from './Heading';

export const Levels: Story = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <PageTitle>Shopping Cart</PageTitle>
    <Heading as="h2" size={4}>
      Our Products
    </Heading>
    <Heading as="h3" size={3}>
      Cabinet Colours
    </Heading>
    <Heading as="h4" size={2}>
      Order Summary
    </Heading>
    <Heading as="h5" size={1}>
      Billing Address
    </Heading>
    <Text tone="muted" css={{ marginTop: '$4' }}>
      Body text is Source Sans 3; headings are EB Garamond in small caps.
    </Text>
  </div>
);

export const CentredTitle: Story = () => <PageTitle align="center">One Step Checkout</PageTitle>;

export const LongText: Story = () => (
  <div style={{ width: 520 }}>
    <PageTitle>
      Thielsen Pigeon White Solid-Wood Base Easy Reach Cabinet With Extremely Long Product Name
    </PageTitle>
    <Heading as="h2" tone="primary">
      Richelieu Hardware, Hinges, Pulls and Knobs
    </Heading>
  </div>
);
