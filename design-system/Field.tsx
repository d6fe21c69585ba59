import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

// Shared label / helper / error layout for every form control.

const FieldRoot = /* @__PURE__ */ styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

export const FieldLabel = /* @__PURE__ */ styled('label', {
  fontSize: '$2',
  fontWeight: '$semibold',
  color: '$text',
  lineHeight: '$tight',
});

export const FieldHint = /* @__PURE__ */ styled('p', {
  margin: 0,
  fontSize: '$1',
  lineHeight: '$tight',
  variants: {
    tone: {
      helper: { color: '$textMuted' },
      error: { color: '$error', fontWeight: '$semibold' },
    },
  },
  defaultVariants: { tone: 'helper' },
});

const Required = /* @__PURE__ */ styled('span', { color: '$primary', marginLeft: 2 });

export const controlStyles = {
  width: '100%',
  height: '$field',
  px: '$3',
  fontFamily: '$sans',
  fontSize: '$3',
  color: '$text',
  backgroundColor: '$white',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  transition: 'border-color $fast',
  '&::placeholder': { color: '$gray7' },
  pressableEnabled: { borderColor: '$gray8' },
  '&:disabled': {
    backgroundColor: '$gray2',
    color: '$gray7',
    borderColor: '$gray4',
    cursor: 'not-allowed',
  },
  '&[aria-invalid="true"]': { borderColor: '$error' },
  // A phone: a 44 px tap target, and 16 px text so the browser does not zoom in on focus.
  '@phone': { height: '$iconButton3', fontSize: '$3' },
} as const;

function fieldIds(id: string, helperText?: ReactNode, error?: ReactNode) {
  const helperId = helperText ? `${id}-helper` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  return { helperId, errorId, describedBy };
}

type FieldFrameProps = {
  id: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  css?: CSS;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then the error (if any) and helper text linked by aria-describedby. */
export function FieldFrame({ children, css, className, ...field }: FieldFrameProps) {
  const { helperId, errorId } = fieldIds(field.id, field.helperText, field.error);
  return (
    <FieldRoot css={css} className={className}>
      {field.label ? (
        <FieldLabel htmlFor={field.id}>
          {field.label}
          {field.required ? <Required aria-hidden="true">*</Required> : null}
        </FieldLabel>
      ) : null}
      {children}
      {field.error ? (
        <FieldHint id={errorId} tone="error">
          {field.error}
        </FieldHint>
      ) : null}
      {field.helperText ? <FieldHint id={helperId}>{field.helperText}</FieldHint> : null}
    </FieldRoot>
  );
}

/** The props every field control takes for its frame, id and aria links. */
type FieldOwnProps = Omit<FieldFrameProps, 'id' | 'children'> & {
  id?: string;
  'aria-describedby'?: string;
};

/**
 * Splits a field control's props into what its FieldFrame takes (`frame`), what the input,
 * textarea or select takes for its id and aria links (`control`), and the rest. The id comes from
 * useId with the control's prefix unless given; aria-describedby lists the error, the helper text,
 * the live counter (`counterId`, when the control has one) and the caller's own ids, in that order.
 */
export function useFieldControl<P extends FieldOwnProps>(
  prefix: string,
  props: P,
  counter = false,
) {
  const {
    id: idProp,
    label,
    helperText,
    error,
    required,
    css,
    className,
    'aria-describedby': extra,
    ...rest
  } = props;
  const autoId = useId();
  const id = idProp ?? `${prefix}${autoId}`;
  const { describedBy } = fieldIds(id, helperText, error);
  const counterId = counter ? `${id}-count` : undefined;
  return {
    counterId,
    frame: { id, label, helperText, error, required, css, className },
    control: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [describedBy, counterId, extra].filter(Boolean).join(' ') || undefined,
    },
    rest,
  };
}
