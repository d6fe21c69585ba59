import type { ComponentProps } from 'react';
import { keyframes, styled } from './stitches.config';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Decorative spinner; the element that is busy carries aria-busy and the accessible text. */
export const Spinner = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  variants: {
    size: {
      1: { width: 14, height: 14 },
      2: { width: 18, height: 18 },
      3: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 2 },
});

export type SpinnerProps = ComponentProps<typeof Spinner>;
