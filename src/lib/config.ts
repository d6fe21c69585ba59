// Build-time settings (Vite env). None of them is secret: everything here ends up in the bundle.

/** The marketing home page the logo and "Home Page" lead to; the demo's own start page by default. */
export const MARKETING_SITE_URL: string = import.meta.env.VITE_MARKETING_SITE_URL || '/';

/** Where the API answers; the app's own origin behind /api by default (docs/demo.md). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** Where "/" sends a dealer inside the storefront. */
export const START_PATH = '/our-products?category=Cabinets';

/** The seller's name: tab titles, header and footer. A demo value (see docs/demo.md). */
export const COMPANY_NAME = 'Heartwood Cabinetry';
