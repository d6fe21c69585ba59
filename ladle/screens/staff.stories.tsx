import type { StoryDefault } from '@ladle/react';
import { atRest, fail, hold, reply, screen } from './screen';
import { openRequests } from './pricing-requests';
import { quotesInEachStatus } from './quote-states';

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

/** The dealer withdrew the request meanwhile: the API's refusal, everything typed kept. */
export const PricingRequestOfferRefused = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  arrange: openRequests,
  api: [
    reply('post', '/staff/pricing-requests/{id}/offer', 409, {
      error: 'The dealer withdrew this pricing request.',
    }),
  ],
  play: async (user, s) => {
    await user.type(await s.findByLabelText('Percentage off (%)'), '10');
    await user.type(s.getByLabelText(/Reply to the dealer/), '10 % off the whole quote.');
    await user.click(s.getByRole('button', { name: 'Send Offer' }));
    await s.findByText('The dealer withdrew this pricing request.');
    atRest();
  },
});

/** A request answered already: its status and the offer instead of the form. */
export const PricingRequestAnswered = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  arrange: (w) => quotesInEachStatus(w, ['OFFER_RECEIVED']),
});

export const PricingRequestError = screen('/staff/pricing-requests/7001', {
  as: STAFF,
  api: [fail('get', '/staff/pricing-requests/{id}')],
});
