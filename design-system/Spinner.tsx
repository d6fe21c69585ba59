import { styled } from './stitches.config';

/** Decorative spinner; the element that is busy carries aria-busy and the accessible text. */
export const Spinner = /* @__PURE__ */ styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animationName: 'ds-spin',
  animationDuration: '700ms',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  variants: {
    size: {
      1: { width: 14, height: 14 },
      2: { width: 18, height: 18 },
      3: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 2 },
});
