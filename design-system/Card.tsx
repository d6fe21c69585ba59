import { styled } from './stitches.config';

export const Card = /* @__PURE__ */ styled('div', {
  backgroundColor: '$surface',
  borderRadius: '$3',
  variants: {
    variant: {
      outlined: { border: '1px solid $border' },
      elevated: { boxShadow: '$2' },
      muted: { backgroundColor: '$surfaceMuted', border: '1px solid $gray3' },
    },
    padding: {
      0: { padding: 0 },
      1: { padding: '$3' },
      2: { padding: '$5' },
      3: { padding: '$7' },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 2 },
});

export const CardTitle = /* @__PURE__ */ styled('h3', {
  margin: 0,
  marginBottom: '$3',
  fontFamily: '$serif',
  fontWeight: '$heading',
  fontVariant: 'small-caps',
  letterSpacing: '$caps',
  fontSize: '$6',
  lineHeight: '$tight',
  color: '$text',
});
