import type { Story } from '@ladle/react';
import { Box, Container, Flex, Grid, Section, Stack, WithSummary } from './Layout';
import { styled } from './stitches.config';

const Tile = styled('div', {
  padding: '$3',
  backgroundColor: '$primarySubtle',
  border: '1px solid $border',
  borderRadius: '$2',
  fontSize: '$2',
});

const Band = styled('div', { backgroundColor: '$surfaceMuted' });

export const ContainerSizes: Story = () => (
  <Flex direction="column" gap="3">
    {([1, 2, 3, 4, 5] as const).map((size) => (
      <Band key={size}>
        <Container size={size}>
          <Tile>Container size {size}</Tile>
        </Container>
      </Band>
    ))}
  </Flex>
);

export const SectionRhythm: Story = () => (
  <Band>
    {([1, 2, 3] as const).map((size) => (
      <Section key={size} size={size} aria-label={`Section size ${size}`}>
        <Container>
          <Tile>Section size {size}</Tile>
        </Container>
      </Section>
    ))}
  </Band>
);

export const FlexLayout: Story = () => (
  <Flex direction="column" gap="6">
    <Flex gap="3" align="center">
      <Tile>Start</Tile>
      <Tile>gap 3</Tile>
      <Tile>centred</Tile>
    </Flex>
    <Flex justify="between" align="center">
      <Tile>Between</Tile>
      <Tile>the</Tile>
      <Tile>edges</Tile>
    </Flex>
    <Flex gap="2" wrap="wrap" css={{ width: 320 }}>
      {['Wall', 'Base', 'Tall', 'Vanity', 'Accessories', 'Panels', 'Moldings'].map((t) => (
        <Tile key={t}>{t}</Tile>
      ))}
    </Flex>
  </Flex>
);

export const GridLayout: Story = () => (
  <Flex direction="column" gap="6">
    <Grid columns="4" gap="5">
      {Array.from({ length: 8 }, (_, i) => (
        <Tile key={i}>Card {i + 1}</Tile>
      ))}
    </Grid>
    <Grid css={{ gridTemplateColumns: '240px minmax(0, 1fr)' }} gapX="9" gapY="3">
      <Tile>Side navigation</Tile>
      <Tile>Content</Tile>
      <Tile>gapX 9</Tile>
      <Tile>gapY 3</Tile>
    </Grid>
  </Flex>
);

// Responsive props: the same layout at the phone, tablet and desktop widths of the width addon.

const Responsive = () => (
  <Stack gap="6">
    <Flex
      direction={{ '@initial': 'row', '@tablet': 'column' }}
      gap={{ '@initial': 5, '@phone': 3 }}
    >
      <Tile>A row from 1024 px</Tile>
      <Tile>a column below</Tile>
      <Tile>gap 5, 3 on a phone</Tile>
    </Flex>
    <Grid columns="fitCard" gap="4">
      {['Wall', 'Base', 'Tall', 'Vanity', 'Accessories', 'Panels'].map((t) => (
        <Tile key={t}>{t}: as many 240 px columns as fit</Tile>
      ))}
    </Grid>
    <Grid columns={{ '@initial': 4, '@narrow': 2, '@phone': 1 }} gap="3">
      {Array.from({ length: 4 }, (_, i) => (
        <Tile key={i}>4 columns, 2 under 1100 px, 1 on a phone</Tile>
      ))}
    </Grid>
    <Flex gap="3">
      <Box hideBelow="tablet">
        <Tile>Shown from 1024 px (hideBelow tablet)</Tile>
      </Box>
      <Box showBelow="tablet">
        <Tile>Shown under 1024 px (showBelow tablet)</Tile>
      </Box>
    </Flex>
    <WithSummary>
      <Tile>The lines</Tile>
      <Tile>The summary: a 350 px column, below the lines under 1100 px</Tile>
    </WithSummary>
  </Stack>
);

export const ResponsivePhone: Story = () => <Responsive />;
ResponsivePhone.meta = { width: 'phone' };

export const ResponsiveTablet: Story = () => <Responsive />;
ResponsiveTablet.meta = { width: 'tablet' };

export const ResponsiveDesktop: Story = () => <Responsive />;
ResponsiveDesktop.meta = { width: 'desktop' };
