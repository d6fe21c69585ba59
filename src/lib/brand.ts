// Demo company details shown by the header, footer and information pages. One place, so a real
// deployment changes them once. Every address and number here is made up for the demo.

export const COMPANY = {
  name: 'Heartwood Cabinetry',
  tagline: 'Factory-direct solid-wood cabinets',
  phone: '404-555-0100',
  fax: '404-555-0199',
  email: 'sales@heartwood.example',
} as const;

export type Office = {
  city: string;
  region: string;
  street: string;
  cityLine: string;
  phone: string;
  note?: string;
};

export const OFFICES: readonly Office[] = [
  {
    city: 'Atlanta, GA',
    region: 'East coast',
    street: '1250 Marietta Blvd NW',
    cityLine: 'Atlanta, GA 30318',
    phone: '404-555-0100',
    note: 'Showroom and installation services',
  },
  {
    city: 'Ontario, CA',
    region: 'West coast',
    street: '4800 E Airport Dr',
    cityLine: 'Ontario, CA 91761',
    phone: '909-555-0140',
  },
];

/** Where return authorization forms and damage claims are e-mailed (docs/business-rules.md#screens). */
export const CLAIM_EMAILS = {
  westCoast: 'claims.west@heartwood.example',
  eastCoast: 'claims.east@heartwood.example',
} as const;

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export const POLICY_LINKS = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Return & Refund Policy', href: '/return-refund-policy' },
  { label: 'Warranty', href: '/warranty' },
  { label: 'Terms & Conditions', href: '/terms-conditions' },
] as const;

/** `tel:` wants digits only; the visible number keeps its dashes. */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
