import type { ComponentProps } from 'react';
import { Spinner } from './Spinner';
import { styled } from './stitches.config';

export const StyledButton = /* @__PURE__ */ styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  position: 'relative',
  fontFamily: '$sans',
  fontWeight: '$semibold',
  letterSpacing: '$button',
  capitals: true,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  borderRadius: '$2',
  border: '1px solid transparent',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color $fast, border-color $fast, color $fast',
  '&:focus-visible': { focusRing: 'outset' },
  '&:disabled': { cursor: 'not-allowed' },
  '&[aria-busy="true"]': { cursor: 'progress' },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$textOnPrimary',
        '&:hover:not(:disabled)': { backgroundColor: '$primaryHover' },
        '&:active:not(:disabled)': { backgroundColor: '$primaryActive' },
      },
      secondary: {
        backgroundColor: '$secondary',
        color: '$white',
        '&:hover:not(:disabled)': { backgroundColor: '$secondaryHover' },
        '&:active:not(:disabled)': { backgroundColor: '$secondaryActive' },
      },
      outline: {
        backgroundColor: '$white',
        color: '$primary',
        borderColor: '$primary',
        '&:hover:not(:disabled)': { backgroundColor: '$primarySubtle' },
      },
      link: {
        color: '$primary',
        textTransform: 'none',
        letterSpacing: 'normal',
        fontWeight: '$semibold',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        px: '0 !important',
        height: 'auto !important',
        '&:hover:not(:disabled)': { color: '$primaryHover' },
        '@phone': { minHeight: '$iconButton3' },
      },
    },
    size: {
      // On a phone every button is a 44 px tap target with at least 14 px text.
      1: {
        height: '$control1',
        px: '$3',
        fontSize: '$1',
        '@phone': { height: '$iconButton3', fontSize: '$2' },
      },
      2: { height: '$control2', px: '$5', fontSize: '$2', '@phone': { height: '$iconButton3' } },
      3: { height: '$control3', px: '$7', fontSize: '$3' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    // Disabled keeps the shape but reads as inactive; text contrast is exempt when disabled.
    { variant: 'primary', css: { '&:disabled': { backgroundColor: '$gray4', color: '$gray7' } } },
    { variant: 'secondary', css: { '&:disabled': { backgroundColor: '$gray4', color: '$gray7' } } },
    {
      variant: 'outline',
      css: { '&:disabled': { borderColor: '$gray4', color: '$gray6' } },
    },
    { variant: 'link', css: { '&:disabled': { color: '$gray6' } } },
  ],
  defaultVariants: { variant: 'primary', size: 2 },
});

export type ButtonProps = ComponentProps<typeof StyledButton> & {
  /** Shows a spinner, sets aria-busy and blocks further clicks (e.g. while saving). */
  loading?: boolean;
};

export function Button({
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={1} aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
}
