import { styled } from './stitches.config';

// Layout primitives so screens arrange content with tokens instead of their own styled() calls.

const gaps = {
  1: '$1',
  2: '$2',
  3: '$3',
  4: '$4',
  5: '$5',
  6: '$6',
  7: '$7',
  8: '$8',
  9: '$9',
} as const;
type Gap = keyof typeof gaps;

function gapVariant(property: 'gap' | 'columnGap' | 'rowGap') {
  return Object.fromEntries(Object.entries(gaps).map(([k, v]) => [k, { [property]: v }])) as Record<
    Gap,
    Record<typeof property, string>
  >;
}

/** Page width: centred, at most the content width, with the page's side padding. */
export const Container = /* @__PURE__ */ styled('div', {
  boxSizing: 'border-box',
  width: '100%',
  marginInline: 'auto',
  px: '$6',
  variants: {
    size: {
      1: { maxWidth: '$container1' },
      2: { maxWidth: '$container2' },
      3: { maxWidth: '$container3' },
      4: { maxWidth: '$container4' },
      5: { maxWidth: '$contentMax' },
    },
  },
  defaultVariants: { size: 5 },
});

/** Vertical rhythm of a page band: size 1 = 24px, 2 = 48px (a page), 3 = 64px top and bottom. */
export const Section = /* @__PURE__ */ styled('section', {
  variants: {
    size: {
      1: { py: '$6' },
      2: { py: '$8' },
      3: { py: '$9' },
    },
  },
  defaultVariants: { size: 2 },
});

export const Flex = /* @__PURE__ */ styled('div', {
  display: 'flex',
  variants: {
    display: { none: { display: 'none' }, inline: { display: 'inline-flex' }, flex: {} },
    direction: {
      row: { flexDirection: 'row' },
      column: { flexDirection: 'column' },
      rowReverse: { flexDirection: 'row-reverse' },
      columnReverse: { flexDirection: 'column-reverse' },
    },
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      noWrap: { flexWrap: 'nowrap' },
      wrap: { flexWrap: 'wrap' },
      wrapReverse: { flexWrap: 'wrap-reverse' },
    },
    gap: gapVariant('gap'),
  },
});

export const Grid = /* @__PURE__ */ styled('div', {
  display: 'grid',
  variants: {
    display: { none: { display: 'none' }, inline: { display: 'inline-grid' }, grid: {} },
    /** Equal columns; anything else goes in `css={{ gridTemplateColumns }}`. */
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      5: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      6: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
    flow: {
      row: { gridAutoFlow: 'row' },
      column: { gridAutoFlow: 'column' },
      dense: { gridAutoFlow: 'dense' },
    },
    align: {
      start: { alignItems: 'start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'end' },
      between: { justifyContent: 'space-between' },
    },
    gap: gapVariant('gap'),
    gapX: gapVariant('columnGap'),
    gapY: gapVariant('rowGap'),
  },
});
