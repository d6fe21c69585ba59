import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Heading, PageTitle, Text, styled } from '@ds';

const INFO_PAGES = [
  { href: '/about-us', label: 'About Us' },
  { href: '/return-refund-policy', label: 'Return & Refund Policy' },
  { href: '/warranty', label: 'Warranty' },
  { href: '/terms-conditions', label: 'Terms & Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/download', label: 'Downloads' },
] as const;

const Wrap = styled('div', {
  maxWidth: '$contentMax',
  margin: '0 auto',
  padding: '$8 $6 $9',
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 820px)',
  gap: '$9',
  alignItems: 'start',
});

const Side = styled('nav', {
  position: 'sticky',
  top: '$6',
  borderLeft: '3px solid $gray3',
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'grid' },
});

const SideLink = styled(Link, {
  display: 'block',
  padding: '$2 $4',
  marginLeft: -3,
  borderLeft: '3px solid transparent',
  color: '$textMuted',
  textDecoration: 'none',
  '&:hover': { color: '$primary' },
  '&[aria-current="page"]': {
    color: '$primary',
    borderLeftColor: '$primary',
    fontWeight: '$semibold',
  },
  '&:focus-visible': { focusRing: 'inset' },
});

const Article = styled('article', {
  display: 'grid',
  gap: '$7',
});

const Lead = styled(Text, { fontSize: '$4', color: '$textMuted', marginTop: '-$3' });

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
  return (
    <Wrap>
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
      <Article>
        <header>
          <PageTitle>{title}</PageTitle>
          <Lead>{lead}</Lead>
        </header>
        {children}
      </Article>
    </Wrap>
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
