import Menu from 'lucide-react/icons/menu';
import { Link } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@ds';
import { MAIN_LINKS, PRODUCT_CATEGORIES, categoryHref } from './nav-links';

/**
 * The main navigation of a narrow window (under 1024 px) behind one menu button: the product
 * categories and the section links. Radix gives it the menu keyboard (Enter/Space/arrows open,
 * arrows move, Escape closes and returns focus to the button). A separate chunk, loaded only
 * where the window is that narrow.
 */
export default function NavMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <IconButton aria-label="Menu" size="3">
          <Menu size={26} aria-hidden />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" css={{ minWidth: '$block4' }}>
        <DropdownMenuGroup>
          <DropdownMenuLabel>Products</DropdownMenuLabel>
          {PRODUCT_CATEGORIES.map((c) => (
            <DropdownMenuItem key={c} asChild css={{ minHeight: '$iconButton3' }}>
              <Link href={categoryHref(c)}>{c}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {MAIN_LINKS.map((l) => (
          <DropdownMenuItem key={l.href} asChild css={{ minHeight: '$iconButton3' }}>
            <Link href={l.href}>{l.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
