import { mutate } from 'swr';
import { api, FRESH_ACROSS_TABS, unwrap, useAuthedSWR, withFields, type components } from '@/api';

export type Quote = components['schemas']['Quote'];

export const quotesKey = '/carts/all-quotes';

export async function fetchQuotes(): Promise<Quote[]> {
  return unwrap(await api.GET('/carts/all-quotes'), 'generic');
}

/** A failed list load is only logged and the list falls back to empty (docs/business-rules.md#cart-and-quotes). */
export function useQuotes() {
  const swr = useAuthedSWR(quotesKey, fetchQuotes, {
    ...FRESH_ACROSS_TABS,
    onError: (error) => console.warn('Failed to fetch quotes.', error),
  });
  return withFields(swr, { quotes: swr.data ?? [] });
}

/** How a quote is named on screen: its PO number, or 'Untitled PO Number' without one. */
export const quoteName = (quote: Pick<Quote, 'poNumber'>): string =>
  quote.poNumber || 'Untitled PO Number';

/** A quote the cart saved (Save as Quote) heads the list without asking the server again. */
export async function addSavedQuote(quote: Quote): Promise<void> {
  await mutate<Quote[]>(quotesKey, (list) => [quote, ...(list ?? [])], { revalidate: false });
}
