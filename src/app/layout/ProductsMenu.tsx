import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { styled } from '@ds';
import { PRODUCT_CATEGORIES, categoryHref } from './nav-links';
import { NavLink } from './navStyles';

const PRODUCT_PATHS = ['/our-products', '/cabinets/', '/products/'];

const Item = styled('li', { position: 'relative', height: '100%' });

const Submenu = styled('ul', {
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: '$dropdown',
  minWidth: 200,
  listReset: true,
  padding: '$1',
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

/**
 * Products as a menu button (docs/business-rules.md#screens): hovering shows the categories; a
 * mouse click goes straight to Cabinets; Enter, Space or ArrowDown open the menu and focus its
 * first item; arrows move, Escape closes and returns to the button. Closed, the items are hidden,
 * so they are not Tab stops.
 */
export function ProductsMenu() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  // Remembers where the menu was opened: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const inProducts = PRODUCT_PATHS.some((p) => path === p || path.startsWith(p));
  const category = path === '/our-products' ? new URLSearchParams(search).get('category') : null;

  const here = `${path}?${search}`;
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('a') ?? []);
  // The menu renders hidden until opened, so focus moves once React has shown it.
  const openAndFocus = (index: 0 | -1) => {
    setOpen(true);
    requestAnimationFrame(() => items().at(index)?.focus());
  };

  const onTriggerClick = (e: MouseEvent<HTMLButtonElement>) => {
    // detail is 0 for a click made with Enter or Space: the keyboard opens the menu instead.
    if (e.detail === 0) openAndFocus(0);
    else navigate(categoryHref('Cabinets'));
  };
  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(e.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') moveTo(at + 1);
    else if (e.key === 'ArrowUp') moveTo(at - 1);
    else if (e.key === 'Home') moveTo(0);
    else if (e.key === 'End') moveTo(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <Item onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <NavLink
        as="button"
        type="button"
        ref={trigger}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        aria-current={inProducts ? 'page' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        css={{ background: 'none', borderInline: 0, cursor: 'pointer', fontFamily: 'inherit' }}
      >
        Products
        <ChevronDown size={16} aria-hidden />
      </NavLink>
      <Submenu
        ref={menu}
        id={menuId}
        role="menu"
        hidden={!open}
        aria-label="Product categories"
        onKeyDown={onMenuKeyDown}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {PRODUCT_CATEGORIES.map((c) => (
          <li key={c} role="none">
            <SubLink
              role="menuitem"
              tabIndex={-1}
              href={categoryHref(c)}
              aria-current={category === c ? 'page' : undefined}
            >
              {c}
            </SubLink>
          </li>
        ))}
      </Submenu>
    </Item>
  );
}
