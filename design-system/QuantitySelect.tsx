import type { ComponentProps, ReactNode } from 'react';
import { Select } from './Select';
import type { CSS } from './stitches.config';

/** Choices from min (default 1) to max; a max below min still offers min. */
export function quantityOptions(max: number, min = 1): number[] {
  const lo = Number.isFinite(min) ? Math.max(0, Math.floor(min)) : 1;
  const hi = Number.isFinite(max) ? Math.max(lo, Math.floor(max)) : lo;
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

export type QuantitySelectProps = Omit<
  ComponentProps<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'size'
> & {
  /** Accessible label, e.g. 'Quantity for BER33'. Shown unless hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  /** The item's qtyRestrictions. */
  max: number;
  min?: number;
  value?: number;
  defaultValue?: number;
  onChange?: (quantity: number) => void;
  error?: ReactNode;
  size?: 1 | 2;
  css?: CSS;
};

export function QuantitySelect({
  label,
  hideLabel,
  max,
  min = 1,
  value,
  defaultValue,
  onChange,
  size = 1,
  css,
  ...props
}: QuantitySelectProps) {
  const choices = quantityOptions(max, min);
  const first = choices[0] ?? 1;
  return (
    <Select
      {...props}
      size={size}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel && typeof label === 'string' ? label : undefined}
      inline
      css={css}
      value={value === undefined ? undefined : String(value)}
      defaultValue={value === undefined ? String(defaultValue ?? first) : undefined}
      onChange={(e) => onChange?.(Number(e.target.value))}
      options={choices.map((n) => ({ value: String(n), label: String(n) }))}
    />
  );
}
