import type { ComponentProps } from 'react';
import { BADGE_CAP } from './constants';
import { styled } from './stitches.config';

/** '99+' above the cap (docs/business-rules.md#screens); negative or non-numeric counts read as 0. */
export function formatBadgeCount(count: number, cap = BADGE_CAP): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return n > cap ? `${cap}+` : String(n);
}

const StyledBadge = /* @__PURE__ */ styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$badge',
  height: '$badge',
  px: 6,
  borderRadius: '$round',
  fontSize: '$1',
  fontWeight: '$bold',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  variants: {
    tone: {
      primary: { backgroundColor: '$primary', color: '$white' },
      neutral: { backgroundColor: '$gray3', color: '$text' },
      inverse: { backgroundColor: '$white', color: '$primary' },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type BadgeProps = Omit<ComponentProps<typeof StyledBadge>, 'children'> & {
  count: number;
  cap?: number;
  /** Render for 0 too (the cart badge hides at 0 by default). */
  showZero?: boolean;
};

export function Badge({ count, cap = BADGE_CAP, showZero = false, ...props }: BadgeProps) {
  const text = formatBadgeCount(count, cap);
  if (text === '0' && !showZero) return null;
  return <StyledBadge {...props}>{text}</StyledBadge>;
}
