import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { FieldHint } from './Field';
import { fitEdit } from './format/fit-edit';
import { styled } from './stitches.config';
import { TextField, type TextFieldProps } from './TextField';

const LimitRow = /* @__PURE__ */ styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
  // The message wraps within the field's width instead of widening the field when it appears.
  contain: 'inline-size',
});

const Count = /* @__PURE__ */ styled(FieldHint, {
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export type LimitedTextFieldProps = Omit<TextFieldProps, 'maxLength' | 'after'> & {
  maxLength: number;
  /** Shown when an edit went past the limit and only what fits was kept. */
  limitMessage: string;
  /**
   * Characters so far, for forms that set the value without an input event (a form library's
   * defaultValues). Without it the field counts what it is given or what was typed.
   */
  count?: number;
};

/**
 * A TextField that shows its limit as a live 'N/max' counter and refuses more characters
 * visibly: an edit past the limit (typing, paste, drop) keeps what fits and shows limitMessage,
 * where the browser's maxlength would cut a paste without a word. Works with react-hook-form
 * `register` and with controlled values, like TextField.
 */
export function LimitedTextField({
  id: idProp,
  maxLength,
  limitMessage,
  count: countProp,
  onChange,
  onFocus,
  onKeyDown,
  onPaste,
  onDrop,
  'aria-describedby': ariaDescribedBy,
  ...props
}: LimitedTextFieldProps) {
  const autoId = useId();
  const id = idProp ?? `lf${autoId}`;
  // What the field held before an edit, to tell the edit's inserted text apart; read again
  // before each way an edit can start (a form library may set the value after focus).
  const previous = useRef('');
  const [typed, setTyped] = useState(0);
  const [refused, setRefused] = useState(false);
  const remember = (event: { currentTarget: HTMLInputElement }) => {
    previous.current = event.currentTarget.value;
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const fitted = fitEdit(previous.current, input.value, maxLength);
    if (fitted.cut) {
      input.value = fitted.value;
      input.setSelectionRange(fitted.caret, fitted.caret);
    }
    setRefused(fitted.cut);
    previous.current = input.value;
    setTyped(input.value.length);
    onChange?.(event);
  };

  const value = props.value ?? props.defaultValue;
  const count = countProp ?? (value !== undefined ? String(value).length : typed);
  const describedBy = [refused && `${id}-limit`, `${id}-count`, ariaDescribedBy]
    .filter(Boolean)
    .join(' ');

  return (
    <TextField
      id={id}
      {...props}
      aria-describedby={describedBy}
      onChange={change}
      onFocus={(e) => {
        remember(e);
        onFocus?.(e);
      }}
      onKeyDown={(e) => {
        remember(e);
        onKeyDown?.(e);
      }}
      onPaste={(e) => {
        remember(e);
        onPaste?.(e);
      }}
      onDrop={(e) => {
        remember(e);
        onDrop?.(e);
      }}
      after={
        <LimitRow>
          {/* Always in the page, so the message is announced when it appears. */}
          <FieldHint id={`${id}-limit`} tone="error" role="status">
            {refused ? limitMessage : ''}
          </FieldHint>
          <Count id={`${id}-count`}>
            {count}/{maxLength}
          </Count>
        </LimitRow>
      }
    />
  );
}
