import type { ComponentProps, ReactNode } from 'react';
import { formatMoney } from './format/display';
import { styled } from './stitches.config';

const Amount = /* @__PURE__ */ styled('span', {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      default: {},
      primary: { color: '$primary' },
      muted: { color: '$textMuted' },
      discount: { color: '$success' },
    },
    strong: { true: { fontWeight: '$bold' } },
    strike: { true: { textDecoration: 'line-through', color: '$textMuted' } },
  },
});

export type MoneyProps = Omit<ComponentProps<typeof Amount>, 'children'> & {
  amount: unknown;
  /** Shown when the amount is not numeric; by default nothing is rendered (no price shown). */
  fallback?: ReactNode;
};

/** $1,234.50: always 2 decimals and a dollar sign. */
export function Money({ amount, fallback = null, ...props }: MoneyProps) {
  const text = formatMoney(amount);
  if (text === '') return <>{fallback}</>;
  return <Amount {...props}>{text}</Amount>;
}
