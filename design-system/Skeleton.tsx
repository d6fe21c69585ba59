import type { ComponentProps } from 'react';
import { styled } from './stitches.config';

const StyledSkeleton = /* @__PURE__ */ styled('span', {
  display: 'block',
  backgroundColor: '$gray3',
  borderRadius: '$2',
  '@motionSafe': {
    animationName: 'ds-pulse',
    animationDuration: '1.4s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
  },
  variants: {
    shape: {
      text: { height: '1em', width: '100%', borderRadius: '$1' },
      block: { height: '$block1', width: '100%' },
      circle: { width: 40, height: 40, borderRadius: '$round' },
    },
  },
  defaultVariants: { shape: 'text' },
});

/** Placeholder while data loads; hidden from assistive tech (wrap lists in aria-busy). */
export function Skeleton(props: ComponentProps<typeof StyledSkeleton>) {
  return <StyledSkeleton aria-hidden="true" {...props} />;
}
