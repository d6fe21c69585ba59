import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Flex, Grid, WithSummary } from './Layout';
import { getCssText } from './stitches.config';

// The responsive props turn into rules under the breakpoint queries; the '@initial' value (the
// full 1440 px layout) stays outside every query.
const css = () => getCssText().replace(/\s+/g, '');
const ruleFor = (el: Element) => {
  const classes = [...el.classList];
  return (query: string) =>
    classes.some((c) => css().includes(`@media${query}{.${c}`.replace(/\s+/g, '')));
};

describe('layout primitives', () => {
  it('a responsive direction is a row outside queries and a column under 1100 px', () => {
    const { container } = render(
      <Flex direction={{ '@initial': 'row', '@narrow': 'column' }}>x</Flex>,
    );
    const has = ruleFor(container.firstElementChild!);
    expect(has('(max-width:1099.98px)')).toBe(true);
    expect(has('(max-width:1023.98px)')).toBe(false);
  });

  it('hideBelow hides under its step and showBelow shows only there', () => {
    const { container } = render(
      <>
        <Box hideBelow="tablet">wide</Box>
        <Box showBelow="tablet">narrow</Box>
      </>,
    );
    const [hidden, shown] = [...container.children];
    expect(ruleFor(hidden!)('(max-width:1023.98px)')).toBe(true);
    expect(ruleFor(shown!)('(max-width:1023.98px)')).toBe(true);
    expect(css()).toMatch(/\.c-[\w-]*showBelow-tablet[^{]*\{display:none/);
  });

  it('fit columns and the summary layout use the breakpoint scale', () => {
    const { container } = render(
      <>
        <Grid columns="fitCard">a</Grid>
        <WithSummary>b</WithSummary>
      </>,
    );
    expect(css()).toContain('repeat(auto-fit,minmax(min(var(--sizes-block6),100%),1fr))');
    expect(ruleFor(container.children[1]!)('(max-width:1099.98px)')).toBe(true);
  });
});
