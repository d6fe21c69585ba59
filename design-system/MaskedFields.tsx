import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ChangeEvent, ComponentProps, Ref } from 'react';
import {
  formatAmountInput,
  formatCardNumber,
  formatCode,
  formatExpiry,
  formatMoneyInput,
  formatPhone,
  formatTaxId,
  formatZip,
  parseAmountInput,
  parseCardNumber,
  parseMoneyInput,
} from './format/inputs';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

export type MaskedFieldProps = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> & {
  /**
   * The value in its stored form (see each field); works with react-hook-form Controller.
   * Pass API data through the matching formatter first (e.g. formatPhone) so the form holds the
   * same shape the user would type; the field only reformats what it displays.
   */
  value?: string;
  defaultValue?: string;
  /** Receives the stored form of the value, not an event (Controller's field.onChange accepts it). */
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

type Mask = {
  format: (input: string) => string;
  /** Display text -> stored value (defaults to the display text). */
  toValue?: (display: string) => string;
  inputProps: Partial<ComponentProps<'input'>>;
  /** The characters the caret counts to stay beside what was typed (digits unless told). */
  kept?: RegExp;
};

const DIGIT = /\d/;

function countKept(s: string, kept: RegExp) {
  let n = 0;
  for (const ch of s) if (kept.test(ch)) n += 1;
  return n;
}

/** Index just after the n-th kept character, so the caret stays next to what the user typed. */
function caretAfterKept(display: string, n: number, kept: RegExp) {
  if (n <= 0) {
    const first = display.search(kept);
    return first < 0 ? display.length : first;
  }
  let seen = 0;
  for (let i = 0; i < display.length; i += 1) {
    if (kept.test(display.charAt(i))) {
      seen += 1;
      if (seen === n) return i + 1;
    }
  }
  return display.length;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

function useMaskedInput(mask: Mask, props: MaskedFieldProps) {
  const { value, defaultValue, onChange, ref } = props;
  const controlled = value !== undefined;
  const [inner, setInner] = useState(() => mask.format(defaultValue ?? ''));
  const display = controlled ? mask.format(value ?? '') : inner;
  const node = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // Forces a render after every keystroke so the caret is fixed even when the value is unchanged.
  const [, rerender] = useReducer((x: number) => x + 1, 0);

  useLayoutEffect(() => {
    const el = node.current;
    if (pendingCaret.current === null || !el) return;
    if (el.ownerDocument.activeElement === el) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      node.current = el;
      assignRef(ref, el);
    },
    [ref],
  );

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const caret = e.target.selectionStart ?? raw.length;
    const next = mask.format(raw);
    const kept = mask.kept ?? DIGIT;
    pendingCaret.current = caretAfterKept(next, countKept(raw.slice(0, caret), kept), kept);
    if (!controlled) setInner(next);
    rerender();
    onChange?.(mask.toValue ? mask.toValue(next) : next);
  };

  return { display, setRef, handleChange };
}

function MaskedInput({ mask, ...props }: MaskedFieldProps & { mask: Mask }) {
  const { value: _v, defaultValue: _d, onChange: _c, ref: _r, ...rest } = props;
  const { display, setRef, handleChange } = useMaskedInput(mask, props);
  return (
    <TextField
      {...mask.inputProps}
      {...rest}
      ref={setRef}
      type="text"
      value={display}
      onChange={handleChange}
    />
  );
}

function createMaskedField(displayName: string, mask: Mask) {
  function MaskedField(props: MaskedFieldProps) {
    return <MaskedInput mask={mask} {...props} />;
  }
  MaskedField.displayName = displayName;
  return MaskedField;
}

// Limits live in the formatters, not in maxLength: a pasted "(123) 456-7890" is longer than
// the formatted text, and a browser maxLength would cut digits off before formatting.

/** Phone 123-456-7890; value is the formatted text (docs/business-rules.md#validation). */
export const PhoneField = /* @__PURE__ */ createMaskedField('PhoneField', {
  format: formatPhone,
  inputProps: { inputMode: 'tel', autoComplete: 'tel-national', placeholder: '123-456-7890' },
});

/** ZIP 12345 or ZIP+4 12345-6789; value is the formatted text. */
export const ZipField = /* @__PURE__ */ createMaskedField('ZipField', {
  format: formatZip,
  inputProps: { inputMode: 'numeric', autoComplete: 'postal-code' },
});

/** Tax id XX-XXXXXXX; value is the formatted text. */
export const TaxIdField = /* @__PURE__ */ createMaskedField('TaxIdField', {
  format: formatTaxId,
  inputProps: { inputMode: 'numeric', placeholder: 'XX-XXXXXXX' },
});

/** Card number shown in groups of four; value is digits only (what is sent). */
export const CardNumberField = /* @__PURE__ */ createMaskedField('CardNumberField', {
  format: formatCardNumber,
  toValue: parseCardNumber,
  inputProps: { inputMode: 'numeric', autoComplete: 'cc-number' },
});

/** Expiry MM/YY with auto-slash; value is the formatted text. */
export const ExpiryField = /* @__PURE__ */ createMaskedField('ExpiryField', {
  format: formatExpiry,
  inputProps: { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
});

/** Money amount shown as $12,345; value is the digits (up to 8). */
export const MoneyField = /* @__PURE__ */ createMaskedField('MoneyField', {
  format: formatMoneyInput,
  toValue: parseMoneyInput,
  inputProps: { inputMode: 'numeric' },
});

/** Dollars and cents shown as $12,345.67; value is the plain amount '12345.67'. */
export const AmountField = /* @__PURE__ */ createMaskedField('AmountField', {
  format: formatAmountInput,
  toValue: parseAmountInput,
  inputProps: { inputMode: 'decimal' },
  kept: /[\d.]/,
});

/** Verification code: digits only, up to `digits` (default 6); value is the digits. */
export function CodeField({ digits = 6, ...props }: MaskedFieldProps & { digits?: number }) {
  const mask = useMemo<Mask>(
    () => ({
      format: (s) => formatCode(s, digits),
      inputProps: { inputMode: 'numeric', autoComplete: 'one-time-code' },
    }),
    [digits],
  );
  return <MaskedInput mask={mask} {...props} />;
}
