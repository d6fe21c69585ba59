import { styled } from '@ds';
import { MARKETING_SITE_URL } from '@/lib/config';
import { COMPANY } from '@/lib/brand';

const Anchor = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
  color: '$text',
  textDecoration: 'none',
  flexShrink: 0,
  '& > svg': { color: '$primary' },
  '&:focus-visible': { focusRing: 'outset' },
  // A tap target of at least 44 px around the mark when it stands alone.
  '@narrow': { minWidth: '$iconButton3', minHeight: '$iconButton3', justifyContent: 'center' },
});

// Under 1100 px the header keeps only the mark; the words stay as its name for screen readers.
const Words = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  lineHeight: '$tight',
  '@narrow': { visuallyHidden: true },
});

const Name = styled('span', {
  fontFamily: '$serif',
  fontSize: '$6',
  fontWeight: '$heading',
  fontVariant: 'small-caps',
  letterSpacing: '$caps',
  color: '$primary',
  // A laptop's bar is narrower: the wordmark gives up a little of its size.
  '@laptop': { fontSize: '$5' },
});

const Tagline = styled('span', {
  fontSize: '$1',
  letterSpacing: '$button',
  capitals: true,
  color: '$textMuted',
  '@laptop': { letterSpacing: 'normal' },
});

/**
 * Inline SVG mark + text wordmark (no image request); it leaves for the marketing site. Its name
 * is the wordmark text: 'Home Page' belongs to the not-found page's own link.
 */
export function Logo() {
  return (
    <Anchor href={MARKETING_SITE_URL} data-testid="logo">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="6" fill="currentColor" />
        <path
          d="M11 10v20M29 10v20M11 20h18M15 14h2M23 14h2M15 26h2M23 26h2"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <Words>
        <Name>{COMPANY.name}</Name>
        <Tagline>{COMPANY.tagline}</Tagline>
      </Words>
    </Anchor>
  );
}
