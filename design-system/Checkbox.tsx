import { Check, Minus } from 'lucide-react';
import { useId, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { FieldHint } from './Field';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

export const CheckboxRoot = /* @__PURE__ */ styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: 20,
  height: 20,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$1',
  border: '1.5px solid $borderStrong',
  backgroundColor: '$white',
  color: '$white',
  cursor: 'pointer',
  pressableEnabled: { borderColor: '$primary' },
  // On a phone the box answers taps on a 44 px square around it.
  '@phone': {
    position: 'relative',
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 'calc((20px - $sizes$iconButton3) / 2)',
    },
  },
  '&[data-state="checked"], &[data-state="indeterminate"]': {
    backgroundColor: '$primary',
    borderColor: '$primary',
  },
  '&:disabled': { cursor: 'not-allowed', backgroundColor: '$gray2', borderColor: '$gray4' },
  '&:disabled[data-state="checked"]': { backgroundColor: '$gray5', borderColor: '$gray5' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});

export const CheckboxIndicator = /* @__PURE__ */ styled('span', {
  display: 'flex',
  pointerEvents: 'none',
});

const Row = /* @__PURE__ */ styled('div', {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$2',
  '& > label': {
    fontSize: '$3',
    lineHeight: '20px',
    color: '$text',
    cursor: 'pointer',
    userSelect: 'none',
  },
  '& > [data-disabled] + label': { color: '$gray7', cursor: 'not-allowed' },
  '@phone': { minHeight: '$iconButton3', alignItems: 'center' },
});

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  ComponentProps<typeof CheckboxRoot>,
  'css' | 'checked' | 'defaultChecked' | 'value'
> & {
  label: ReactNode;
  error?: ReactNode;
  css?: CSS;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
  value?: string;
};

const stateOf = (checked: CheckedState) =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/**
 * A checkbox with a visible label (WAI-ARIA checkbox on a button: Space and a click toggle it,
 * Enter does not); use checked/onCheckedChange with react-hook-form Controller. A plain button
 * rather than a Radix primitive: that one renders every box twice on mount, with a hidden form
 * input it then drops again, which made long cart and quote lists slow to open. Forms here submit
 * through react-hook-form, never natively, so nothing relied on that input.
 */
export function Checkbox({
  id: idProp,
  label,
  error,
  css,
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  value = 'on',
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? `cb${autoId}`;
  const errorId = error ? `${id}-error` : undefined;
  const [own, setOwn] = useState<CheckedState>(defaultChecked);
  const checked = checkedProp ?? own;
  const state = stateOf(checked);
  return (
    <div className={className}>
      <Row css={css}>
        <CheckboxRoot
          type="button"
          role="checkbox"
          id={id}
          aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          disabled={disabled}
          value={value}
          {...props}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            // Checkboxes toggle with Space only (WAI-ARIA); Enter would click the button.
            if (!event.defaultPrevented && event.key === 'Enter') event.preventDefault();
          }}
          onClick={(event) => {
            onClick?.(event);
            if (event.defaultPrevented) return;
            const next = checked === 'indeterminate' ? true : !checked;
            if (checkedProp === undefined) setOwn(next);
            onCheckedChange?.(next);
          }}
        >
          {checked !== false ? (
            <CheckboxIndicator data-state={state} data-disabled={disabled ? '' : undefined}>
              {checked === 'indeterminate' ? (
                <Minus size={14} strokeWidth={3} aria-hidden />
              ) : (
                <Check size={14} strokeWidth={3} aria-hidden />
              )}
            </CheckboxIndicator>
          ) : null}
        </CheckboxRoot>
        <label htmlFor={id}>{label}</label>
      </Row>
      {error ? (
        <FieldHint id={errorId} tone="error" css={{ marginTop: '$1' }}>
          {error}
        </FieldHint>
      ) : null}
    </div>
  );
}
