import { useState } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { controlStyles, FieldFrame, FieldHint, useFieldControl } from './Field';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

const Area = /* @__PURE__ */ styled('textarea', {
  ...controlStyles,
  display: 'block',
  height: 'auto',
  padding: '$2 $3',
  lineHeight: '$normal',
  resize: 'vertical',
});

const Counter = /* @__PURE__ */ styled(FieldHint, { textAlign: 'right' });

export type TextAreaProps = ComponentProps<'textarea'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Error text; also sets aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  /**
   * Characters typed so far, for forms that change the value without an input event (a form
   * library's reset). Without it the field counts what it is given or what was typed.
   */
  count?: number;
  /** Styles for the field wrapper (label + control + texts). */
  css?: CSS;
  /** Styles for the textarea element itself. */
  textAreaCss?: CSS;
};

/**
 * Multi-line text with label, helper and error text like TextField. With maxLength it stops
 * input at the limit and shows a live 'N/max characters' counter linked to the control.
 * Works with react-hook-form `register` (ref is a prop) and with controlled values.
 */
export function TextArea({
  count: countProp,
  textAreaCss,
  maxLength,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const count = countProp ?? (value !== undefined ? String(value).length : typed);
  const { counterId, frame, control, rest } = useFieldControl('ta', props, maxLength !== undefined);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };

  return (
    <FieldFrame {...frame}>
      <Area
        {...control}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        css={textAreaCss}
        {...rest}
      />
      {counterId ? (
        <Counter id={counterId}>
          {count}/{maxLength} characters
        </Counter>
      ) : null}
    </FieldFrame>
  );
}
