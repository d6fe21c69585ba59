import { styled } from './stitches.config';

// Layout primitives so screens arrange content with tokens instead of their own styled() calls.
// Every variant is also a responsive prop over the breakpoint scale of stitches.config.ts,
// desktop first: `<Flex direction={{ '@initial': 'row', '@narrow': 'column' }}>` is a row at
// 1100 px and wider and a column below. The full layout (1440 px and wider) is '@initial'.

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

/**
 * Hides a box on the steps named and below (`hideBelow="tablet"`: under 1024 px), or shows it
 * only there (`showBelow="tablet"`), so a screen swaps two arrangements without media queries.
 * `shown` is how the box displays where it is visible.
 */
function visibilityVariants<Shown extends string>(shown: Shown) {
  return {
    hideBelow: {
      laptop: { '@laptop': { display: 'none' } },
      narrow: { '@narrow': { display: 'none' } },
      tablet: { '@tablet': { display: 'none' } },
      phone: { '@phone': { display: 'none' } },
    },
    showBelow: {
      laptop: { display: 'none', '@laptop': { display: shown } },
      narrow: { display: 'none', '@narrow': { display: shown } },
      tablet: { display: 'none', '@tablet': { display: shown } },
      phone: { display: 'none', '@phone': { display: shown } },
    },
  } as const;
}

/** Page width: centred, at most the content width, with the page's side padding. */
export const Container = /* @__PURE__ */ styled('div', {
  boxSizing: 'border-box',
  width: '100%',
  marginInline: 'auto',
  px: '$6',
  // A phone keeps more of its width for content.
  '@phone': { px: '$4' },
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

const flexVariants = {
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
  ...visibilityVariants('flex'),
} as const;

export const Flex = /* @__PURE__ */ styled('div', { display: 'flex', variants: flexVariants });

/** A column of blocks with a gap between them (a Flex whose direction is column). */
export const Stack = /* @__PURE__ */ styled(Flex, { flexDirection: 'column' });

/** A plain block, for hiding or showing content per breakpoint (`hideBelow`, `showBelow`). */
const boxVariants = {
  ...visibilityVariants('block'),
  /** Lets a child of a Flex or Grid shrink below its content's width (long words, tables). */
  shrink: { true: { minWidth: 0 } },
} as const;

export const Box = /* @__PURE__ */ styled('div', { variants: boxVariants });

const gridVariants = {
  display: { none: { display: 'none' }, inline: { display: 'inline-grid' }, grid: {} },
  /** Equal columns; anything else goes in `css={{ gridTemplateColumns }}`. */
  columns: {
    1: { gridTemplateColumns: 'minmax(0, 1fr)' },
    2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    5: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    6: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    // As many columns as fit, each at least a tile (160 px), a card (240 px) or a panel
    // (320 px) wide, and one column when even one does not fit.
    fitTile: { gridTemplateColumns: 'repeat(auto-fit, minmax(min($sizes$block2, 100%), 1fr))' },
    fitCard: { gridTemplateColumns: 'repeat(auto-fit, minmax(min($sizes$block6, 100%), 1fr))' },
    fitPanel: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(min($sizes$block7, 100%), 1fr))',
    },
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
  ...visibilityVariants('grid'),
} as const;

export const Grid = /* @__PURE__ */ styled('div', { display: 'grid', variants: gridVariants });

/**
 * The content and its summary side by side: the lines on the left, the summary column (350 px)
 * on the right; under 1100 px wide the summary moves below the lines, full width.
 */
export const WithSummary = /* @__PURE__ */ styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) $summaryColumn',
  alignItems: 'start',
  rowGap: '$6',
  '@narrow': { gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    gap: gapVariant('columnGap'),
  },
  defaultVariants: { gap: 7 },
});

/**
 * Every responsive variant value of the primitives, for `ResponsiveOrder` to write the rules
 * of each breakpoint in the scale's order before any screen does.
 */
export const RESPONSIVE_VARIANTS = [
  [Flex, flexVariants],
  [Grid, gridVariants],
  [Box, boxVariants],
] as const;
