import type { StoryDefault } from '@ladle/react';
import { addLines, fail, hold, screen } from './screen';
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

/** A quote with a pricing request: its lines are held, so the job check offers no fix. */
export const DetailPricingRequested = screen('/quotes/7001', {
  arrange: (w) => quotesInEachStatus(w, ['PRICING_REQUESTED']),
});
