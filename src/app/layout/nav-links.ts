// The main navigation's destinations, shared by the row of links and the narrow window's menu.
export const PRODUCT_CATEGORIES = ['Cabinets', 'Hardware', 'Richelieu'] as const;

export const categoryHref = (category: string) =>
  `/our-products?${new URLSearchParams({ category })}`;

export const MAIN_LINKS = [
  { href: '/quick-order', label: 'Quick Order' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/download', label: 'Download' },
] as const;
