import { mutate } from 'swr';
import { api, toResult, type components, type Result } from '@/api';
import { cartKey, type Cart, type CartUpdate } from '@/features/cart';
import { applyQuoteAnswer } from './quote';
import { quotesKey, type Quote } from './quotes';

// Calls that touch both the cart and the quote list live here, on the quotes side, so the
// dependency runs one way only: quotes -> cart.

/** Changes or removes (quantity 0) a line of a quote; the answer replaces the cached quote. */
export async function updateQuoteItem(
  body: CartUpdate & { quoteId: number },
): Promise<Result<Quote>> {
  const result = toResult(await api.POST('/carts', { body }), 'quote');
  if (!result.ok) return result;
  // With a quoteId the answer is that quote.
  const quote = result.data as Quote;
  await applyQuoteAnswer(quote);
  return { ok: true, data: quote };
}

type PriceChange = components['schemas']['QuotePriceChange'];

export type MovedToCart = {
  cart: Cart;
  /** Moving an expired quote: the lines priced today whose price changed. */
  priceChanges: PriceChange[];
  /** The quote the previous cart became, or null when the previous cart was empty. */
  savedQuote: Pick<Quote, 'id' | 'poNumber'> | null;
};

/**
 * Move to Shopping Cart: the quote becomes the cart; the previous cart, if it had an id and
 * items, goes back into the quote list. The answer names that quote so the dealer can be told.
 */
export async function switchToCart(quoteId: number, previous?: Cart): Promise<Result<MovedToCart>> {
  const result = toResult(
    await api.PUT('/carts/switch-to-cart/{id}', { params: { path: { id: quoteId } } }),
    'quoteToCart',
  );
  if (!result.ok) return result;
  const { savedQuote: answered, priceChanges = [], ...cart } = result.data;
  // An API without savedQuote (it is this project's addition) leaves the cart this tab last saw.
  const savedQuote =
    answered !== undefined ? answered : previous?.id && previous.items.length > 0 ? previous : null;
  // Without the answered quote (its dates and prices), the list is read again instead.
  await mutate<Quote[]>(
    quotesKey,
    (list) => {
      // An Accepted quote stays listed: a copy of it became the cart, under another id.
      const rest = (list ?? []).filter(
        (q) => (q.id !== quoteId || cart.id !== quoteId) && q.id !== savedQuote?.id,
      );
      return answered ? [answered, ...rest] : rest;
    },
    { revalidate: !answered && savedQuote !== null },
  );
  await mutate(cartKey, cart, { revalidate: false });
  return { ok: true, data: { cart, savedQuote, priceChanges } };
}
