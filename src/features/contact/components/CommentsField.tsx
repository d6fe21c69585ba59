import type { ComponentProps } from 'react';
import { FieldFrame, FieldHint, styled, type CSS } from '@ds';

// The design system has no multi-line field yet; this mirrors its input look with the same tokens.
const Area = styled('textarea', {
  width: '100%',
  padding: '$2 $3',
  fontFamily: '$sans',
  fontSize: '$3',
  lineHeight: '$normal',
  color: '$text',
  backgroundColor: '$white',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  resize: 'vertical',
  outline: 'none',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$gray7' },
  '&:hover': { borderColor: '$gray8' },
  '&:focus': { borderColor: '$focus', boxShadow: '$focus' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
  '&[aria-invalid="true"]:focus': { boxShadow: '$focusError' },
});

type Props = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  /** Styles for the field wrapper (label, control, texts). */
  css?: CSS;
  label: string;
  error?: string;
  count: number;
  maxChars: number;
};

/** Comments: four rows, a live character count, error linked to the control. */
export function CommentsField({
  id,
  label,
  error,
  count,
  maxChars,
  required,
  css,
  ...props
}: Props) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} required={required} css={css}>
      <Area
        id={id}
        rows={4}
        maxLength={maxChars}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, `${id}-count`].filter(Boolean).join(' ')}
        {...props}
      />
      <FieldHint id={`${id}-count`} css={{ textAlign: 'right' }}>
        {count}/{maxChars} characters
      </FieldHint>
    </FieldFrame>
  );
}
