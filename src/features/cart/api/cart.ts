import { mutate } from 'swr';
import { api, toResult, unwrap, useAuthedSWR, type components, type Result } from '@/api';
import { quotesKey, type Quote } from './quotes';
import { applyQuoteAnswer } from './quote';
import { clearDiscount } from './discount';

export type Cart = components['schemas']['Cart'];
export type CartItem = components['schemas']['CartItem'];
export type CartUpdate = components['schemas']['CartUpdateRequest'];
export type HingeDirection = components['schemas']['HingeDirection'];

export const cartKey = '/carts';

export async function fetchCart(): Promise<Cart> {
  return unwrap(await api.GET('/carts'), 'generic');
}

export function useCart() {
  return useAuthedSWR(cartKey, fetchCart);
}

export function emptyCart(cart: Cart): Cart {
  return {
    ...cart,
    items: [],
    cartItemCount: 0,
    subTotal: 0,
    discountedAmount: 0,
    tax: 0,
    assemblyFee: 0,
    totalPrice: 0,
  };
}

/**
 * Adds, changes or removes (quantity 0) a line. The server's answer replaces the cached cart,
 * or the cached quote when `quoteId` is given.
 */
export async function updateCart(
  body: CartUpdate,
  family: 'cartAdd' | 'generic' | 'quote' = 'generic',
): Promise<Result<Cart | Quote>> {
  const result = toResult(await api.POST('/carts', { body }), family);
  if (!result.ok) return result;
  if ('quoteId' in body && body.quoteId) await applyQuoteAnswer(result.data as Quote);
  else await mutate(cartKey, result.data as Cart, { revalidate: false });
  return result;
}

export async function clearCart(): Promise<Result<void>> {
  const result = toResult(await api.DELETE('/carts'), 'cartClear');
  if (!result.ok) return result;
  clearDiscount();
  await mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
  return { ok: true, data: undefined };
}

/** Save as Quote: the new quote joins the list, the cart empties and the discount is cleared. */
export async function switchToQuote(): Promise<Result<Quote>> {
  const result = toResult(await api.POST('/carts/switch-to-quote'), 'generic');
  if (!result.ok) return result;
  clearDiscount();
  await mutate<Quote[]>(quotesKey, (list) => [...(list ?? []), result.data], { revalidate: false });
  await mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
  return result;
}

/**
 * Move to Shopping Cart: the quote becomes the cart; the previous cart, if it had an id and
 * items, goes back into the quote list.
 */
export async function switchToCart(quoteId: number, previous?: Cart): Promise<Result<Cart>> {
  const result = toResult(
    await api.PUT('/carts/switch-to-cart/{id}', { params: { path: { id: quoteId } } }),
    'quoteToCart',
  );
  if (!result.ok) return result;
  await mutate<Quote[]>(
    quotesKey,
    (list) => {
      const rest = (list ?? []).filter((q) => q.id !== quoteId);
      return previous?.id && previous.items.length > 0 ? [...rest, previous] : rest;
    },
    { revalidate: false },
  );
  await mutate(cartKey, result.data, { revalidate: false });
  return result;
}
