import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '@/lib/document-title';
import { Grid, Heading, PageTitle, Text, styled } from '@ds';
import { TwoColumnPage } from '@/components/TwoColumnPage';
import { SIDE_NAV, PROSE } from '../sizes';

const INFO_PAGES = [
  { href: '/about-us', label: 'About Us' },
  { href: '/return-refund-policy', label: 'Return & Refund Policy' },
  { href: '/warranty', label: 'Warranty' },
  { href: '/terms-conditions', label: 'Terms & Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/download', label: 'Downloads' },
] as const;

const Side = styled('nav', {
  position: 'sticky',
  top: '$6',
  borderLeft: '$borderWidths$thick solid $gray3',
  '& ul': { listReset: true, display: 'grid' },
  // Under 1024 px the list goes above the page, as a row of links that wraps.
  '@tablet': {
    position: 'static',
    borderLeft: 'none',
    borderBottom: '$borderWidths$thin solid $border',
    '& ul': { display: 'flex', flexWrap: 'wrap', columnGap: '$1' },
  },
});

const SideLink = styled(Link, {
  display: 'block',
  padding: '$2 $4',
  // The selected item's bar covers the list's grey line.
  marginLeft: '-$borderWidths$thick',
  borderLeft: '$borderWidths$thick solid transparent',
  color: '$textMuted',
  textDecoration: 'none',
  '&:hover': { color: '$primary' },
  '&[aria-current="page"]': {
    color: '$primary',
    borderLeftColor: '$primary',
    fontWeight: '$semibold',
  },
  '&:focus-visible': { focusRing: 'inset' },
  '@tablet': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '$iconButton3',
    padding: '0 $3',
    marginLeft: 0,
    marginBottom: '-$borderWidths$thin',
    borderLeft: 'none',
    borderBottom: '$borderWidths$thick solid transparent',
    '&[aria-current="page"]': { borderBottomColor: '$primary' },
  },
});

/** Shared frame of the information pages: title, lead, sections, and a list of the sibling pages. */
export function ContentPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const [path] = useLocation();
  useDocumentTitle(title);
  return (
    <TwoColumnPage
      columns={{
        gridTemplateColumns: `${SIDE_NAV} minmax(0, ${PROSE})`,
        '@narrow': { gap: '$7' },
        '@tablet': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '$6' },
      }}
    >
      <Side aria-label="Information pages">
        <ul>
          {INFO_PAGES.map((p) => (
            <li key={p.href}>
              <SideLink href={p.href} aria-current={path === p.href ? 'page' : undefined}>
                {p.label}
              </SideLink>
            </li>
          ))}
        </ul>
      </Side>
      <Grid as="article" gap="7">
        <header>
          <PageTitle>{title}</PageTitle>
          <Text css={{ fontSize: '$4', color: '$textMuted', marginTop: '-$3' }}>{lead}</Text>
        </header>
        {children}
      </Grid>
    </TwoColumnPage>
  );
}

const SectionRoot = styled('section', {
  display: 'grid',
  gap: '$3',
  '& p, & li': { lineHeight: '$normal' },
  '& ul': { margin: 0, paddingLeft: '$6', display: 'grid', gap: '$2' },
  '& strong': { fontWeight: '$bold' },
});

/** One titled part of an information page; the id lets other pages link to it with a hash. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <SectionRoot aria-labelledby={`${id}-title`} id={id}>
      <Heading as="h2" size="2" id={`${id}-title`}>
        {title}
      </Heading>
      {children}
    </SectionRoot>
  );
}
