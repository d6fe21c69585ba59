import type { StoryDefault } from '@ladle/react';
import { screen } from './screen';

export default { title: 'Screens / Site' } satisfies StoryDefault;

/** A path no route has. */
export const NotFound = screen('/no-such-page');

/** GET /maintenance says the site is down: the notice replaces everything. */
export const Maintenance = screen('/cart', {
  arrange: (w) =>
    (w.state.maintenance = {
      isMaintenance: true,
      maintenanceTitle: 'Scheduled maintenance',
      maintenanceDescription: 'We are updating the storefront. Please come back after 6 pm ET.',
    }),
});

/** The contact form for a visitor. */
export const ContactUs = screen('/contact-us', { as: null });
