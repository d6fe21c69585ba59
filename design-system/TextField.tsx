import { Eye, EyeOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { controlStyles, FieldFrame, FieldHint, fieldIds } from './Field';
import { fitEdit } from './format';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

export const Input = /* @__PURE__ */ styled('input', controlStyles);

const InputWrap = /* @__PURE__ */ styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  variants: { withToggle: { true: { '& > input': { paddingRight: 44 } } } },
});

const ToggleButton = /* @__PURE__ */ styled('button', {
  all: 'unset',
  position: 'absolute',
  right: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '$2',
  color: '$gray8',
  cursor: 'pointer',
  '&:hover': { color: '$primary' },
  '&:focus-visible': { focusRing: 'outset' },
});

const LimitRow = /* @__PURE__ */ styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
  // The message wraps within the field's width instead of widening the field when it appears.
  contain: 'inline-size',
});

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> & {
  label?: ReactNode;
  /**
   * With maxLength: a live 'N/max' counter, and an edit past the limit keeps what fits and shows
   * this text, where the browser's own limit would cut a paste without a word.
   */
  limitMessage?: string;
  /**
   * Characters so far, for forms that set the value without an input event (a form library's
   * defaultValues). Without it the field counts what it is given or what was typed.
   */
  count?: number;
  helperText?: ReactNode;
  /** Error text; also sets aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  /** Styles for the field wrapper (label + control + texts). */
  css?: CSS;
  /** Styles for the input element itself. */
  inputCss?: CSS;
};

/**
 * Text input with label, helper and error text. Works with react-hook-form `register`
 * (name/onChange/onBlur/ref are passed to the input) and with controlled values.
 * type="password" adds a show/hide toggle.
 */
export function TextField({
  id: idProp,
  label,
  helperText,
  error,
  css,
  className,
  inputCss,
  type = 'text',
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  limitMessage,
  count: countProp,
  maxLength,
  onChange,
  onFocus,
  onKeyDown,
  onPaste,
  onDrop,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? `tf${autoId}`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const limited = limitMessage !== undefined && maxLength !== undefined;
  const limit = useLimit(limited ? maxLength : undefined, onChange);
  // What the field held before an edit, for telling the edit's inserted text apart. It is read
  // again before each way an edit can start (a form library may set the value after focus).
  const before = <E extends { currentTarget: HTMLInputElement }>(handler?: (e: E) => void) =>
    limited
      ? (event: E) => {
          limit.snapshot(event.currentTarget.value);
          handler?.(event);
        }
      : handler;
  const { describedBy } = fieldIds(id, helperText, error);
  const limitIds = limited
    ? [limit.refused && `${id}-limit`, `${id}-count`].filter(Boolean).join(' ')
    : undefined;
  const describedByAll =
    [describedBy, limitIds, ariaDescribedBy].filter(Boolean).join(' ') || undefined;
  const value = inputProps.value ?? inputProps.defaultValue;
  const count = countProp ?? (value !== undefined ? String(value).length : limit.typed);

  return (
    <FieldFrame
      id={id}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      css={css}
      className={className}
    >
      <InputWrap withToggle={isPassword}>
        <Input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByAll}
          css={inputCss}
          // A limited field checks edits itself (useLimit) instead of letting the browser cut them.
          maxLength={limited ? undefined : maxLength}
          onChange={limited ? limit.onChange : onChange}
          onFocus={before(onFocus)}
          onKeyDown={before(onKeyDown)}
          onPaste={before(onPaste)}
          onDrop={before(onDrop)}
          {...inputProps}
        />
        {isPassword ? (
          <ToggleButton
            type="button"
            onClick={() => setRevealed((r) => !r)}
            // A toggle keeps one name; its pressed state tells whether the password is shown.
            aria-label="Show password"
            aria-pressed={revealed}
            aria-controls={id}
            disabled={disabled}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </ToggleButton>
        ) : null}
      </InputWrap>
      {limited ? (
        <LimitRow>
          {/* Always in the page, so the message is announced when it appears. */}
          <FieldHint id={`${id}-limit`} tone="error" role="status">
            {limit.refused ? limitMessage : ''}
          </FieldHint>
          <FieldHint id={`${id}-count`} css={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {count}/{maxLength}
          </FieldHint>
        </LimitRow>
      ) : null}
    </FieldFrame>
  );
}

/**
 * Keeps a field at `max` characters visibly: an edit past it keeps what fits (fitEdit) and
 * `refused` stays true until the next edit that fits.
 */
function useLimit(max: number | undefined, onChange: TextFieldProps['onChange']) {
  const previous = useRef('');
  const [typed, setTyped] = useState(0);
  const [refused, setRefused] = useState(false);
  return {
    typed,
    refused,
    snapshot(value: string) {
      previous.current = value;
    },
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const input = event.currentTarget;
      if (max !== undefined) {
        const fitted = fitEdit(previous.current, input.value, max);
        if (fitted.cut) {
          input.value = fitted.value;
          input.setSelectionRange(fitted.caret, fitted.caret);
        }
        setRefused(fitted.cut);
      }
      previous.current = input.value;
      setTyped(input.value.length);
      onChange?.(event);
    },
  };
}
