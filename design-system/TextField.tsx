import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { controlStyles, FieldFrame, useFieldControl } from './Field';
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
  pressable: { color: '$primary' },
  // On a phone the toggle fills the field's height: a 44 px tap target.
  '@phone': { right: 0, width: '$iconButton3', height: '$iconButton3' },
});

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Error text; also sets aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  /** Styles for the field wrapper (label + control + texts). */
  css?: CSS;
  /** Styles for the input element itself. */
  inputCss?: CSS;
  /** Shown under the input inside the field (a counter, for example). */
  after?: ReactNode;
};

/**
 * Text input with label, helper and error text. Works with react-hook-form `register`
 * (name/onChange/onBlur/ref are passed to the input) and with controlled values.
 * type="password" adds a show/hide toggle.
 */
export function TextField({ inputCss, type = 'text', disabled, after, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const { frame, control, rest } = useFieldControl('tf', props);

  return (
    <FieldFrame {...frame}>
      <InputWrap withToggle={isPassword}>
        <Input
          {...control}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          css={inputCss}
          {...rest}
        />
        {isPassword ? (
          <ToggleButton
            type="button"
            onClick={() => setRevealed((r) => !r)}
            // A toggle keeps one name; its pressed state tells whether the password is shown.
            aria-label="Show password"
            aria-pressed={revealed}
            aria-controls={control.id}
            disabled={disabled}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </ToggleButton>
        ) : null}
      </InputWrap>
      {after}
    </FieldFrame>
  );
}
