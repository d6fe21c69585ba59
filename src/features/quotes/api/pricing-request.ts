import { api, toResult, type components, type Result } from '@/api';
import { applyQuoteAnswer } from './quote';
import type { Quote } from './quotes';

// A quote's special-pricing request, the dealer's side (docs/business-rules.md#quote-prices). The
// request lives on the quote, so its key, fetcher and hook are the quote's (quoteKey, fetchQuote, useQuote); each move writes the
// answered quote into the cache (the detail and the Quote List) with applyQuoteAnswer.

export type PricingRequestBody = components['schemas']['RequestQuotePricingRequest'];

/** Request Special Pricing: the quote reads Pricing Requested and its lines are locked. */
export async function requestQuotePricing(
  id: number,
  body: PricingRequestBody,
): Promise<Result<Quote>> {
  const result = toResult(
    await api.POST('/carts/{id}/pricing-request', { params: { path: { id } }, body }),
    'quote',
  );
  if (result.ok) await applyQuoteAnswer(result.data);
  return result;
}

/** Withdraw Request: the quote is a Draft again (an offer not taken is dropped), history kept. */
export async function withdrawQuotePricing(id: number): Promise<Result<Quote>> {
  const result = toResult(
    await api.POST('/carts/{id}/pricing-request/withdraw', { params: { path: { id } } }),
    'quote',
  );
  if (result.ok) await applyQuoteAnswer(result.data);
  return result;
}
