import type { StoryDefault } from '@ladle/react';
import { addLines, fail, hold, screen } from './screen';
import { userData } from '../../mocks/state';
import { quotesInEachStatus } from './quote-states';

export default { title: 'Screens / Quotes' } satisfies StoryDefault;

/** The seed: one quote, PO-1001, three items. */
export const List = screen('/quotes');

/** The dealer has no quotes. */
export const ListEmpty = screen('/quotes', {
  arrange: (w) => (w.state.data['dealer@example.com']!.quotes = []),
});

export const ListLoading = screen('/quotes', { api: [hold('get', '/carts/all-quotes')] });

export const ListError = screen('/quotes', { api: [fail('get', '/carts/all-quotes')] });

/** Quote 7001 (PO-1001) of the seed, plus an assembled cabinet. */
export const Detail = screen('/quotes/7001', {
  arrange: (w) => addLines(w, [{ sku: 'TPW-B12', quantity: 2, isAssembled: true }], 7001),
});

/** The same quote after Batch Edit: a checkbox per line. */
export const DetailBatchMode = screen('/quotes/7001', {
  play: async (user, s) => user.click(await s.findByRole('button', { name: 'Batch Edit' })),
});

export const DetailError = screen('/quotes/7001', { api: [fail('get', '/carts/{id}')] });

/** A quote id nobody has. */
export const DetailNotFound = screen('/quotes/999999');

/** One quote in each status: Draft, Pricing Requested, Offer Received, Accepted, Expired, Ordered. */
export const ListStatuses = screen('/quotes', {
  arrange: (w) =>
    quotesInEachStatus(w, [
      'DRAFT',
      'PRICING_REQUESTED',
      'OFFER_RECEIVED',
      'ACCEPTED',
      'EXPIRED',
      'ORDERED',
    ]),
});

/** An Accepted quote: the offered prices are the quote's until the offer's date. */
export const DetailAccepted = screen('/quotes/7001', {
  arrange: (w) => quotesInEachStatus(w, ['ACCEPTED']),
});

/** A quote past its date: Expired, priced today. */
export const DetailExpired = screen('/quotes/7001', {
  arrange: (w) => quotesInEachStatus(w, ['EXPIRED']),
});

/** A Draft quote: Request Special Pricing opened, nothing typed yet. */
export const DetailRequestPricing = screen('/quotes/7001', {
  play: async (user, s) =>
    user.click(await s.findByRole('button', { name: 'Request Special Pricing' })),
});

/** Request Special Pricing sent empty: the message beside the field, nothing sent. */
export const DetailRequestPricingInvalid = screen('/quotes/7001', {
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: 'Request Special Pricing' }));
    await user.click(await s.findByRole('button', { name: 'Send Request' }));
    await s.findByText('Please write a message (at most 1,000 characters).');
  },
});

/**
 * A request waiting for staff: the lines locked (their choices as text, no remove, no Batch Edit;
 * the job check offers no fix), the notes sent on two lines, Withdraw Request, the dealer's message.
 */
export const DetailPricingRequested = screen('/quotes/7001', {
  arrange: (w) => {
    quotesInEachStatus(w, ['PRICING_REQUESTED']);
    const [ber, , b12] = w.state.data['dealer@example.com']!.quotes[0]!.items;
    ber!.note = 'Two of these for the island.';
    b12!.note = 'Needed with the Easy Reach, <b>not</b> separately.';
  },
});

/** Staff's offer of 10 % off: beside the list prices, the saving per line and in total. */
export const DetailOfferReceived = screen('/quotes/7001', {
  arrange: (w) => quotesInEachStatus(w, ['OFFER_RECEIVED']),
});

/** Staff's offer left to lapse (its day was yesterday): Expired, the offer dated so, Ask Again or Withdraw Request. */
export const DetailOfferLapsed = screen('/quotes/7001', {
  arrange: (w) => {
    quotesInEachStatus(w, ['OFFER_RECEIVED']);
    const offer = w.state.data['dealer@example.com']!.quotes[0]!.terms!.offer!;
    offer.validUntil = new Date(w.clock() - 86_400_000).toISOString().slice(0, 10);
  },
});

/** Ask Again opened on the offer. */
export const DetailAskAgain = screen('/quotes/7001', {
  arrange: (w) => quotesInEachStatus(w, ['OFFER_RECEIVED']),
  play: async (user, s) => user.click(await s.findByRole('button', { name: 'Ask Again' })),
});

/** An Accepted quote that was ordered (order SO-100114): read only. */
export const DetailOrdered = screen('/quotes/7001', {
  arrange: (w) => quotesInEachStatus(w, ['ORDERED']),
});

/** The Owner's list with a quote Jordan Lee (Estimator) saved: it says whose it is. */
const addTeamQuote: NonNullable<Parameters<typeof screen>[1]>['arrange'] = (w) => {
  const seeded = w.state.data['dealer@example.com']!.quotes[0]!;
  userData(w.state, 'estimator@example.com').quotes.push({
    ...structuredClone(seeded),
    id: 7100,
    poNumber: 'LEE-KITCHEN',
  });
};

export const ListWithTeamQuote = screen('/quotes', { arrange: addTeamQuote });

/** The Owner opens Jordan Lee's quote: who saved it, and nothing to change (only its author can). */
export const DetailTeamQuote = screen('/quotes/7100', { arrange: addTeamQuote });
