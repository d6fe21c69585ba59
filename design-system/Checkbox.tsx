import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { FieldHint } from './Field';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

export const CheckboxRoot = /* @__PURE__ */ styled(CheckboxPrimitive.Root, {
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
  '&:hover:not(:disabled)': { borderColor: '$primary' },
  '&:focus-visible': { focusRing: 'outset' },
  '&[data-state="checked"], &[data-state="indeterminate"]': {
    backgroundColor: '$primary',
    borderColor: '$primary',
  },
  '&:disabled': { cursor: 'not-allowed', backgroundColor: '$gray2', borderColor: '$gray4' },
  '&:disabled[data-state="checked"]': { backgroundColor: '$gray5', borderColor: '$gray5' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});

export const CheckboxIndicator = /* @__PURE__ */ styled(CheckboxPrimitive.Indicator, {
  display: 'flex',
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
});

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxRoot>, 'css'> & {
  label: ReactNode;
  error?: ReactNode;
  css?: CSS;
};

/** Radix checkbox with a visible label; use checked/onCheckedChange with react-hook-form Controller. */
export function Checkbox({ id: idProp, label, error, css, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? `cb${autoId}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <Row css={css}>
        <CheckboxRoot
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        >
          <CheckboxIndicator>
            {props.checked === 'indeterminate' ? (
              <Minus size={14} strokeWidth={3} aria-hidden />
            ) : (
              <Check size={14} strokeWidth={3} aria-hidden />
            )}
          </CheckboxIndicator>
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
