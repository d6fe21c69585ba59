import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { styled } from '@ds';
import { NavLink } from './navStyles';

const PRODUCT_CATEGORIES = ['Cabinets', 'Hardware', 'Richelieu'] as const;

const categoryHref = (category: string) => `/our-products?${new URLSearchParams({ category })}`;

const PRODUCT_PATHS = ['/our-products', '/cabinets/', '/products/'];

const Item = styled('li', { position: 'relative', height: '100%' });

const Submenu = styled('ul', {
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: '$dropdown',
  minWidth: 200,
  margin: 0,
  padding: '$1',
  listStyle: 'none',
  backgroundColor: '$white',
  border: '1px solid $border',
  borderTop: '3px solid $primary',
  borderRadius: '0 0 $2 $2',
  boxShadow: '$2',
});

const SubLink = styled(Link, {
  display: 'block',
  padding: '$3 $4',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$1',
  '&:hover': { backgroundColor: '$primarySubtle', color: '$primary' },
  '&[aria-current="page"]': { color: '$primary', fontWeight: '$semibold' },
  '&:focus-visible': { focusRing: 'inset' },
});

/** Products with its hover/focus submenu; the link itself opens the Cabinets tab (spec section 2). */
export function ProductsMenu() {
  const [path] = useLocation();
  const search = useSearch();
  // Remembers where the menu was opened: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuId = useId();
  const trigger = useRef<HTMLAnchorElement>(null);
  const inProducts = PRODUCT_PATHS.some((p) => path === p || path.startsWith(p));
  const category = path === '/our-products' ? new URLSearchParams(search).get('category') : null;

  const here = `${path}?${search}`;
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);

  // Only focus arriving from outside opens it: Escape moves focus back to the trigger, inside.
  const onFocus = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(true);
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
    }
  };

  return (
    // The list item only tracks hover and focus for its own links; it is not a control itself.
    <Item
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink
        ref={trigger}
        href={categoryHref('Cabinets')}
        aria-current={inProducts ? 'page' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
      >
        Products
        <ChevronDown size={16} aria-hidden />
      </NavLink>
      <Submenu id={menuId} hidden={!open} aria-label="Product categories">
        {PRODUCT_CATEGORIES.map((c) => (
          <li key={c}>
            <SubLink href={categoryHref(c)} aria-current={category === c ? 'page' : undefined}>
              {c}
            </SubLink>
          </li>
        ))}
      </Submenu>
    </Item>
  );
}
