import type { StoryDefault } from '@ladle/react';
import { fail, screen } from './screen';

export default { title: 'Screens / Catalog' } satisfies StoryDefault;

/** Our Products: the nine colours. */
export const OurProducts = screen('/our-products');

/** Thielsen Pigeon White, signed in: prices and stock. */
export const ColourPage = screen('/cabinets/thielsen-pigeon-white');

/** The same colour for a visitor: 'Sign in to view your pricing'. */
export const ColourPageVisitor = screen('/cabinets/thielsen-pigeon-white', { as: null });

export const ColourPageError = screen('/cabinets/thielsen-pigeon-white', {
  api: [fail('get', '/products')],
});

/** TPW-B12 (product 101). */
export const ProductPage = screen('/products/101');

/** A product id the catalogue does not have. */
export const ProductNotFound = screen('/products/999999');

/** Keyword -ber: every Base Easy Reach. */
export const SearchResults = screen('/search?keyword=-ber');

/** A keyword nothing matches. */
export const SearchNoResults = screen('/search?keyword=zzzz');
