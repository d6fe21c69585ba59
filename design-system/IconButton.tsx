import type { ComponentProps } from 'react';
import { styled } from './stitches.config';

const StyledIconButton = /* @__PURE__ */ styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '$2',
  color: '$text',
  cursor: 'pointer',
  transition: 'background-color $fast, color $fast',
  pressableEnabled: { backgroundColor: '$gray2', color: '$primary' },
  '&:disabled': { color: '$gray6', cursor: 'not-allowed' },
  variants: {
    size: {
      // On a phone every icon button is a 44 px tap target.
      1: {
        width: '$iconButton1',
        height: '$iconButton1',
        '@phone': { width: '$iconButton3', height: '$iconButton3' },
      },
      2: {
        width: '$iconButton2',
        height: '$iconButton2',
        '@phone': { width: '$iconButton3', height: '$iconButton3' },
      },
      3: { width: '$iconButton3', height: '$iconButton3' },
    },
    variant: {
      ghost: {},
      solid: {
        backgroundColor: '$primary',
        color: '$white',
        '&:hover:not(:disabled)': { backgroundColor: '$primaryHover', color: '$white' },
      },
      onDark: {
        color: '$white',
        '&:hover:not(:disabled)': { backgroundColor: 'rgba(255,255,255,0.15)', color: '$white' },
      },
    },
  },
  defaultVariants: { size: 2, variant: 'ghost' },
});

/** An icon-only button; the accessible name is required because there is no visible text. */
export type IconButtonProps = Omit<ComponentProps<typeof StyledIconButton>, 'aria-label'> & {
  'aria-label': string;
};

export function IconButton({ type = 'button', ...props }: IconButtonProps) {
  return <StyledIconButton type={type} {...props} />;
}
