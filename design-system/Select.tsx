import type { ComponentProps, ReactNode } from 'react';
import { controlStyles, FieldFrame, useFieldControl } from './Field';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

/**
 * The chevron is two borders of the wrapper's ::after, turned 45 degrees: no image. As an SVG (a
 * mask, and before that an icon element) Chrome built a separate SVG document for it, 17 ms of the
 * first draw of any screen with a select in a Lighthouse trace here (four times that on the phone
 * it models); as an icon it also cost an svg and a path in every select. Not the select's own
 * background: the browser fades a disabled select, and the chevron stays as dark as it always was.
 * Side, stroke and right edge of the turned square per select size: the V and its centre are those
 * of the icon it replaced (lucide's chevron-down, 14 and 18 px, 10 px from the right).
 */
const CHEVRON = {
  1: { side: 6, stroke: 1.25, right: 14 },
  2: { side: 7, stroke: 1.5, right: 15.5 },
} as const;

const chevron = ({ side, stroke, right }: (typeof CHEVRON)[keyof typeof CHEVRON]) => ({
  width: side,
  height: side,
  right,
  borderRightWidth: stroke,
  borderBottomWidth: stroke,
  // Lifted by a quarter of its diagonal so the V, not the turned square, is centred.
  transform: `translateY(-${Math.round((side * Math.SQRT2) / 4)}px) rotate(45deg)`,
});

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
    pointerEvents: 'none',
    borderStyle: 'none solid solid none',
    borderColor: '$gray8',
    // High-contrast mode would otherwise repaint it in the page background, out of sight.
    '@media (forced-colors: active)': { borderColor: 'CanvasText', forcedColorAdjust: 'none' },
  },
  variants: {
    size: {
      1: { '&::after': chevron(CHEVRON[1]) },
      2: { '&::after': chevron(CHEVRON[2]) },
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
