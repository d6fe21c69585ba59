import type { Story } from '@ladle/react';
import { Container, Flex, Grid, Section } from './Layout';
import { styled } from './stitches.config';

const Box = styled('div', {
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
          <Box>Container size {size}</Box>
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
          <Box>Section size {size}</Box>
        </Container>
      </Section>
    ))}
  </Band>
);

export const FlexLayout: Story = () => (
  <Flex direction="column" gap="6">
    <Flex gap="3" align="center">
      <Box>Start</Box>
      <Box>gap 3</Box>
      <Box>centred</Box>
    </Flex>
    <Flex justify="between" align="center">
      <Box>Between</Box>
      <Box>the</Box>
      <Box>edges</Box>
    </Flex>
    <Flex gap="2" wrap="wrap" css={{ width: 320 }}>
      {['Wall', 'Base', 'Tall', 'Vanity', 'Accessories', 'Panels', 'Moldings'].map((t) => (
        <Box key={t}>{t}</Box>
      ))}
    </Flex>
  </Flex>
);

export const GridLayout: Story = () => (
  <Flex direction="column" gap="6">
    <Grid columns="4" gap="5">
      {Array.from({ length: 8 }, (_, i) => (
        <Box key={i}>Card {i + 1}</Box>
      ))}
    </Grid>
    <Grid css={{ gridTemplateColumns: '240px minmax(0, 1fr)' }} gapX="9" gapY="3">
      <Box>Side navigation</Box>
      <Box>Content</Box>
      <Box>gapX 9</Box>
      <Box>gapY 3</Box>
    </Grid>
  </Flex>
);
