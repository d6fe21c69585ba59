import { Link } from 'wouter';
import { StyledButton, styled } from '@ds';

/** A wouter link that looks like a DS button (navigation stays a real link for keyboard and AT). */
export const ButtonLink = styled(Link, StyledButton, { textDecoration: 'none' });

export const TextLink = styled(Link, {
  color: '$primary',
  fontWeight: '$semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': { focusRing: 'outset' },
});
