import type { StoryDefault } from '@ladle/react';
import { atRest, fail, hold, screen } from './screen';
import { openRequests } from './pricing-requests';

export default { title: 'Screens / Staff' } satisfies StoryDefault;

const STAFF = 'staff@example.com';

/** Signed in as staff: three open requests of two companies, oldest first. */
export const PricingRequests = screen('/staff/pricing-requests', {
  as: STAFF,
  arrange: openRequests,
});

/** The seed: no dealer has asked for special pricing. */
export const PricingRequestsEmpty = screen('/staff/pricing-requests', { as: STAFF });

export const PricingRequestsLoading = screen('/staff/pricing-requests', {
  as: STAFF,
  api: [hold('get', '/staff/pricing-requests')],
});

export const PricingRequestsError = screen('/staff/pricing-requests', {
  as: STAFF,
  api: [fail('get', '/staff/pricing-requests')],
});

/** PO-1001 of the demo dealer: three lines (two with notes), the request, Send Offer. */
export const PricingRequestDetail = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  arrange: openRequests,
});

/** Send Offer pressed with nothing typed: each field names what it needs. */
export const PricingRequestOfferInvalid = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  arrange: openRequests,
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: 'Send Offer' }));
    await s.findByText('Write a reply to the dealer.');
    atRest();
  },
});

/** A price per line: one above the line's price, one at $0.00. */
export const PricingRequestPerLineInvalid = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  arrange: openRequests,
  play: async (user, s) => {
    await user.selectOptions(await s.findByLabelText('Offer'), 'lines');
    await user.type(s.getByLabelText('TPW-BER33 unit price'), '500');
    await user.type(s.getByLabelText('TPW-WT33 unit price'), '0');
    await user.type(s.getByLabelText(/Reply to the dealer/), 'Our best for the Hill kitchen.');
    await user.click(s.getByRole('button', { name: 'Send Offer' }));
    await s.findByText(/At most \$412\.00/);
    atRest();
  },
});

/** The offer could not be sent: the API's text, everything typed kept. */
export const PricingRequestOfferFailed = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  arrange: openRequests,
  api: [fail('post', '/staff/pricing-requests/{id}/offer')],
  play: async (user, s) => {
    await user.type(await s.findByLabelText('Percentage off (%)'), '10');
    await user.type(s.getByLabelText(/Reply to the dealer/), '10 % off the whole quote.');
    await user.click(s.getByRole('button', { name: 'Send Offer' }));
    await s.findByText('The offer was not sent.');
    atRest();
  },
});
