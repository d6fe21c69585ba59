import type { ComponentProps, ReactNode } from 'react';
import { controlStyles, FieldFrame, useFieldControl } from './Field';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

/**
 * lucide's chevron-down as a mask, painted by the wrapper's ::after 10 px from the right edge and
 * centred. As an icon element it cost an svg and a path in every select, a noticeable share of
 * opening a long cart (two selects on each line). Not the select's own background: the browser
 * fades a disabled select, and the chevron stays as dark as it always was.
 */
const CHEVRON = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='m6 9 6 6 6-6'/></svg>`,
)}")`;

// A styled native <select>: keyboard, screen-reader and mobile behaviour come for free.
const NativeSelect = /* @__PURE__ */ styled('select', {
  ...controlStyles,
  appearance: 'none',
  paddingRight: 36,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  variants: {
    size: {
      1: {
        height: 30,
        fontSize: '$2',
        px: '$2',
        paddingRight: 28,
        '@phone': { height: '$iconButton3', fontSize: '$3' },
      },
      2: {},
    },
  },
  defaultVariants: { size: 2 },
});

const SelectWrap = /* @__PURE__ */ styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  '&::after': {
    content: '""',
    position: 'absolute',
    right: 10,
    pointerEvents: 'none',
    backgroundColor: '$gray8',
    maskImage: CHEVRON,
    maskRepeat: 'no-repeat',
    maskSize: '100% 100%',
    // High-contrast mode would otherwise repaint it in the page background, out of sight.
    '@media (forced-colors: active)': { backgroundColor: 'CanvasText', forcedColorAdjust: 'none' },
  },
  variants: {
    size: {
      1: { '&::after': { width: 14, height: 14 } },
      2: { '&::after': { width: 18, height: 18 } },
    },
    // Sized by its options (e.g. quantities) instead of filling the column.
    inline: { true: { alignSelf: 'flex-start', '& > select': { width: 'auto', minWidth: 76 } } },
  },
});

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  error?: ReactNode;
  options?: SelectOption[];
  /** First, empty choice such as 'Select a state'; it keeps the field blank until chosen. */
  placeholder?: string;
  size?: 1 | 2;
  /** Width from the options rather than the full column. */
  inline?: boolean;
  css?: CSS;
  selectCss?: CSS;
};

/** Works with react-hook-form `register` (name/onChange/onBlur/ref go to the <select>). */
export function Select({
  options,
  placeholder,
  size = 2,
  inline = false,
  selectCss,
  children,
  ...props
}: SelectProps) {
  const { frame, control, rest } = useFieldControl('sel', props);
  return (
    <FieldFrame {...frame}>
      <SelectWrap inline={inline} size={size}>
        <NativeSelect {...control} size={size} css={selectCss} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </NativeSelect>
      </SelectWrap>
    </FieldFrame>
  );
}
