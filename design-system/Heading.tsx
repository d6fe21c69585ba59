import { styled } from './stitches.config';

// Serif small-caps headings (docs/business-rules.md#brand-and-layout). Use `as` to pick the level independently of size.
export const Heading = /* @__PURE__ */ styled('h2', {
  margin: 0,
  fontFamily: '$serif',
  fontWeight: '$heading',
  fontVariant: 'small-caps',
  letterSpacing: '$caps',
  lineHeight: '$tight',
  color: '$text',
  variants: {
    size: {
      1: { fontSize: '$4' },
      2: { fontSize: '$6' },
      3: { fontSize: '$7' },
      4: { fontSize: '$8' },
      5: { fontSize: '$9' },
    },
    tone: {
      default: {},
      primary: { color: '$primary' },
    },
  },
  defaultVariants: { size: 3 },
});

/** One per page: the large h1 such as 'Shopping Cart' or 'One Step Checkout'. */
export const PageTitle = /* @__PURE__ */ styled('h1', {
  margin: 0,
  marginBottom: '$6',
  fontFamily: '$serif',
  fontWeight: '$heading',
  fontVariant: 'small-caps',
  letterSpacing: '$caps',
  lineHeight: '$tight',
  fontSize: '$9',
  color: '$text',
  variants: {
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
    },
    rule: {
      // A short dark-red rule under the title, the brand accent.
      true: {
        '&::after': {
          content: '""',
          display: 'block',
          width: 64,
          height: 3,
          marginTop: '$3',
          backgroundColor: '$primary',
        },
      },
    },
  },
  compoundVariants: [
    { align: 'center', rule: true, css: { '&::after': { marginInline: 'auto' } } },
  ],
  defaultVariants: { align: 'left', rule: true },
});

export const Text = /* @__PURE__ */ styled('p', {
  margin: 0,
  fontFamily: '$sans',
  lineHeight: '$normal',
  color: '$text',
  variants: {
    size: {
      // Small print stays readable on a phone: at least 14 px there.
      1: { fontSize: '$1', '@phone': { fontSize: '$2' } },
      2: { fontSize: '$2' },
      3: { fontSize: '$3' },
      4: { fontSize: '$4' },
    },
    tone: { default: {}, muted: { color: '$textMuted' }, error: { color: '$error' } },
    weight: { regular: {}, semibold: { fontWeight: '$semibold' }, bold: { fontWeight: '$bold' } },
  },
  defaultVariants: { size: 3 },
});
