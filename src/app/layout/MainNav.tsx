import { useLocation } from 'wouter';
import { styled } from '@ds';
import { isDealerSession, useSession } from '@/api';
import { CartLink } from '@/features/cart';
import { SkuSearch } from '@/features/catalog';
import { Logo } from './Logo';
import { NavLink } from './navStyles';
import { ProductsMenu } from './ProductsMenu';

const Bar = styled('div', {
  height: '$header',
  backgroundColor: '$white',
  borderBottom: '1px solid $border',
  boxShadow: '$1',
});

const Inner = styled('div', {
  height: '100%',
  maxWidth: '$contentMax',
  margin: '0 auto',
  px: '$6',
  display: 'flex',
  alignItems: 'center',
  gap: '$6',
});

const Nav = styled('nav', { height: '100%' });

const Links = styled('ul', {
  display: 'flex',
  alignItems: 'stretch',
  height: '100%',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { height: '100%' },
});

const Tools = styled('div', {
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
});

const LINKS = [
  { href: '/quick-order', label: 'Quick Order' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/download', label: 'Download' },
] as const;

/** The 90 px bar: logo, sections, and for dealers the SKU search, QUOTE and the cart. */
export function MainNav() {
  const [path] = useLocation();
  // Staff not acting as a dealer have no cart or quotes (docs/business-rules.md#staff-acting-as-a-dealer).
  const dealer = isDealerSession(useSession());
  const current = (href: string) =>
    path === href || path.startsWith(`${href}/`) ? 'page' : undefined;
  return (
    <Bar>
      <Inner>
        <Logo />
        <Nav aria-label="Main">
          <Links>
            <ProductsMenu />
            {LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} aria-current={current(l.href)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </Links>
        </Nav>
        {dealer ? (
          <Tools>
            <SkuSearch />
            <NavLink href="/quotes" aria-current={current('/quotes')} css={{ height: 44 }}>
              QUOTE
            </NavLink>
            <CartLink />
          </Tools>
        ) : null}
      </Inner>
    </Bar>
  );
}
