import {
  startTransition,
  useEffect,
  useState,
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
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

/**
 * Whether a select shows every choice yet. A controlled quantity select first draws only the
 * chosen quantity and the rest once the page has painted (two frames later), or at once when the
 * select is focused or pressed, before its list can open. A hardware line offers 99 quantities,
 * and the browser restyles every option of every line with the page: on a cart of three lines the
 * 112 options it does not show made a full restyle and layout 7.8 ms instead of 4.6 ms.
 */
function useAllChoices(deferred: boolean): [boolean, () => void] {
  const [all, setAll] = useState(!deferred);
  useEffect(() => {
    if (all) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setAll(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, [all]);
  return [all, () => setAll(true)];
}

export function QuantitySelect({
  label,
  hideLabel,
  max,
  min = 1,
  value,
  defaultValue,
  onChange,
  onFocus,
  onPointerDown,
  size = 1,
  css,
  ...props
}: QuantitySelectProps) {
  const choices = quantityOptions(max, min);
  const first = choices[0] ?? 1;
  const [all, showAll] = useAllChoices(value !== undefined);
  const shown = all ? choices : choices.filter((n) => n === value);
  return (
    <Select
      {...props}
      onFocus={(e: FocusEvent<HTMLSelectElement>) => {
        showAll();
        onFocus?.(e);
      }}
      onPointerDown={(e: PointerEvent<HTMLSelectElement>) => {
        showAll();
        onPointerDown?.(e);
      }}
      size={size}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel && typeof label === 'string' ? label : undefined}
      inline
      css={css}
      value={value === undefined ? undefined : String(value)}
      defaultValue={value === undefined ? String(defaultValue ?? first) : undefined}
      onChange={(e) => onChange?.(Number(e.target.value))}
      options={shown.map((n) => ({ value: String(n), label: String(n) }))}
    />
  );
}
