import { mutate } from 'swr';
import {
  api,
  ApiError,
  FRESH_ACROSS_TABS,
  toResult,
  unwrap,
  useAuthedSWR,
  type Result,
} from '@/api';
import { quotesKey, type Quote } from './quotes';

export const quoteKey = (id: number) => `/carts/${id}`;

export async function fetchQuote(id: number): Promise<Quote> {
  return unwrap(await api.GET('/carts/{id}', { params: { path: { id } } }), 'quote');
}

export function useQuote(id: number | null) {
  return useAuthedSWR(
    id && id > 0 ? quoteKey(id) : null,
    () => fetchQuote(id as number),
    FRESH_ACROSS_TABS,
  );
}

/** docs/business-rules.md#cart-and-quotes: an answer with no items removes the quote, otherwise it replaces the old one. */
export async function applyQuoteAnswer(quote: Quote): Promise<void> {
  const gone = quote.items.length === 0;
  await mutate<Quote[]>(
    quotesKey,
    (list) => (list ?? []).flatMap((q) => (q.id !== quote.id ? [q] : gone ? [] : [quote])),
    { revalidate: false },
  );
  await mutate(quoteKey(quote.id), gone ? undefined : quote, { revalidate: false });
}

/**
 * Asks the server for the quote again; 'holder-gone' when the quote itself no longer exists
 * (its page then shows it as not found and the list drops it).
 */
export async function reloadQuote(id: number): Promise<'reloaded' | 'holder-gone'> {
  try {
    await applyQuoteAnswer(await fetchQuote(id));
    return 'reloaded';
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) return 'reloaded';
    await mutate<Quote[]>(quotesKey, (list) => (list ?? []).filter((q) => q.id !== id), {
      revalidate: false,
    });
    // The page's own request then meets the 404 too and shows the quote as not found.
    await mutate(quoteKey(id));
    return 'holder-gone';
  }
}

export async function renameQuote(id: number, poNumber: string | null): Promise<Result<Quote>> {
  const result = toResult(
    await api.PATCH('/carts/{id}', { params: { path: { id } }, body: { poNumber } }),
    'quote',
  );
  if (result.ok) await applyQuoteAnswer(result.data);
  return result;
}

export async function deleteQuoteItem(id: number, cartItemId: number): Promise<Result<Quote>> {
  const result = toResult(
    await api.DELETE('/carts/{id}/items/{cartItemId}', { params: { path: { id, cartItemId } } }),
    'quoteClear',
  );
  if (result.ok) await applyQuoteAnswer(result.data);
  return result;
}

export async function deleteQuote(id: number): Promise<Result<void>> {
  const result = toResult(
    await api.DELETE('/carts/{id}', { params: { path: { id } } }),
    'quoteClear',
  );
  if (!result.ok) return result;
  await mutate<Quote[]>(quotesKey, (list) => (list ?? []).filter((q) => q.id !== id), {
    revalidate: false,
  });
  await mutate(quoteKey(id), undefined, { revalidate: false });
  return { ok: true, data: undefined };
}

export async function fetchQuotePdf(
  id: number,
): Promise<Result<{ pdf: string; fileName: string }>> {
  return toResult(await api.GET('/carts/{id}/pdf', { params: { path: { id } } }), 'pdf');
}
