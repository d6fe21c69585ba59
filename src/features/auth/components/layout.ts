import { Link } from 'wouter';
import { Card, styled } from '@ds';

// Layout pieces shared by the sign-in, signup, reset and activation screens.

export const AuthSection = styled('section', {
  margin: '0 auto',
  padding: '$8 $6',
  variants: {
    width: {
      narrow: { maxWidth: 560 },
      wide: { maxWidth: 960 },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export const FormCard = styled(Card, {
  boxShadow: '$1',
  variants: { centered: { true: { maxWidth: 560, marginInline: 'auto' } } },
});

export const FormStack = styled('form', { display: 'grid', gap: '$5' });

export const FieldGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$5 $6',
  '& > [data-span="full"]': { gridColumn: '1 / -1' },
});

/** City, state and zip share one row inside a FieldGrid. */
export const FieldRow3 = styled('div', {
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$5 $6',
});

export const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginTop: '$2',
  variants: {
    align: {
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { align: 'end' },
});

export const ActionGroup = styled('div', { display: 'flex', gap: '$3' });

export const TextLink = styled(Link, {
  color: '$primary',
  fontSize: '$2',
  fontWeight: '$semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': { focusRing: 'outset' },
});

/** 'Step 1 of 2 · Basic Information' above multi-step forms. */
export const StepLabel = styled('p', {
  margin: 0,
  marginBottom: '$5',
  fontSize: '$2',
  fontWeight: '$semibold',
  letterSpacing: '$button',
  textTransform: 'uppercase',
  color: '$textMuted',
});
