import { api, toResult, type Result } from '@/api';
import { applyQuoteAnswer } from './quote';
import type { Quote } from './quotes';

// Staff's offer on a quote as the dealer answers it (docs/business-rules.md#quote-prices). The
// offer lives on the quote (`offer`, each line's `offeredPrice`), so its key, fetcher and hook are
// the quote's (quoteKey, fetchQuote, useQuote); each answer writes the quote into the cache with applyQuoteAnswer.

/** Accept Offer: the offered prices become the quote's until the offer's date (Accepted). */
export async function acceptQuoteOffer(id: number): Promise<Result<Quote>> {
  const result = toResult(
    await api.POST('/carts/{id}/offer/accept', { params: { path: { id } } }),
    'quote',
  );
  if (result.ok) await applyQuoteAnswer(result.data);
  return result;
}

/** Ask Again: the offer is dropped, the message joins the history (Pricing Requested again). */
export async function askQuoteAgain(id: number, message: string): Promise<Result<Quote>> {
  const result = toResult(
    await api.POST('/carts/{id}/offer/ask-again', { params: { path: { id } }, body: { message } }),
    'quote',
  );
  if (result.ok) await applyQuoteAnswer(result.data);
  return result;
}
