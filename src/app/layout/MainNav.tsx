import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Container, styled, useBelow } from '@ds';
import { isDealerSession, useSession } from '@/api';
import { CartLink } from '@/features/cart';
import { SKU_SEARCH, SkuSearch } from '@/features/catalog';
import { Logo } from './Logo';
import { MAIN_LINKS } from './nav-links';
import { NavLink } from './navStyles';
import { ProductsMenu } from './ProductsMenu';

// Under 1024 px the section links move behind one menu button (Radix menu code, its own chunk).
const NavMenu = lazy(() => import('./NavMenu'));

const Bar = styled('div', {
  height: '$header',
  backgroundColor: '$white',
  borderBottom: '1px solid $border',
  boxShadow: '$1',
  // A phone stacks the search below the logo and the cart: the bar grows to hold both rows.
  '@phone': { height: 'auto' },
});

const Inner = styled(Container, {
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: '$6',
  '@laptop': { gap: '$3' },
  '@phone': { flexWrap: 'wrap', py: '$2', columnGap: '$2', rowGap: '$2' },
});

const Nav = styled('nav', { height: '100%' });

const Links = styled('ul', {
  display: 'flex',
  alignItems: 'stretch',
  height: '100%',
  gap: '$1',
  listReset: true,
  '& > li': { height: '100%' },
  '@laptop': { gap: 0, '& a, & button': { px: '$2', letterSpacing: 'normal' } },
});

const Tools = styled('div', {
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  // Narrower windows let the search give up room (the full bar keeps its 260 px search).
  '@laptop': { gap: '$3', minWidth: 0 },
  // On a phone the tools join the bar's rows: QUOTE and the cart beside the logo, the search
  // on a row of its own.
  '@phone': { display: 'contents' },
});

/** The search takes what room is left, up to its full width. */
const SearchSlot = styled('div', {
  width: SKU_SEARCH,
  '@laptop': { width: 'auto', flex: `0 1 ${SKU_SEARCH}`, minWidth: '$block2' },
  '@phone': { order: 1, flexBasis: '100%' },
});

// Holds the menu button's place while its chunk loads, so the logo does not shift.
const MenuPlaceholder = styled('span', {
  display: 'block',
  width: '$iconButton3',
  height: '$iconButton3',
});

const Quote = styled('div', { '@phone': { marginLeft: 'auto' } });

type Current = (href: string) => 'page' | undefined;

/** The section links of the full-width bar. */
function SectionLinks({ current }: { current: Current }) {
  return (
    <Links>
      <ProductsMenu />
      {MAIN_LINKS.map((l) => (
        <li key={l.href}>
          <NavLink href={l.href} aria-current={current(l.href)}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </Links>
  );
}

/** The 90 px bar: logo, sections, and for dealers the SKU search, QUOTE and the cart. */
export function MainNav() {
  const [path] = useLocation();
  // Staff not acting as a dealer have no cart or quotes (docs/business-rules.md#staff-acting-as-a-dealer).
  const dealer = isDealerSession(useSession());
  const compact = useBelow('tablet');
  const current: Current = (href) =>
    path === href || path.startsWith(`${href}/`) ? 'page' : undefined;
  return (
    <Bar>
      <Inner>
        {compact ? (
          <nav aria-label="Main">
            <Suspense fallback={<MenuPlaceholder />}>
              <NavMenu />
            </Suspense>
          </nav>
        ) : null}
        <Logo />
        {compact ? null : (
          <Nav aria-label="Main">
            <SectionLinks current={current} />
          </Nav>
        )}
        {dealer ? (
          <Tools>
            <SearchSlot>
              <SkuSearch />
            </SearchSlot>
            <QuoteLink current={current('/quotes')} />
            <CartLink />
          </Tools>
        ) : null}
      </Inner>
    </Bar>
  );
}

function QuoteLink({ current }: { current?: 'page' }) {
  return (
    <Quote>
      <NavLink href="/quotes" aria-current={current} css={{ height: 44 }}>
        QUOTE
      </NavLink>
    </Quote>
  );
}
