import { Link } from 'wouter';
import { styled } from '@ds';

/** A main-navigation link; aria-current marks the section the dealer is in. */
export const NavLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  height: '100%',
  px: '$3',
  color: '$text',
  fontSize: '$2',
  whiteSpace: 'nowrap',
  fontWeight: '$semibold',
  letterSpacing: '$button',
  capitals: true,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  transition: 'color $fast, border-color $fast',
  '&:hover': { color: '$primary' },
  '&[aria-current="page"]': { color: '$primary', borderBottomColor: '$primary' },
  '&:focus-visible': { focusRing: 'inset' },
});
