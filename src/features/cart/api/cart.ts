import { mutate } from 'swr';
import {
  api,
  FRESH_ACROSS_TABS,
  toResult,
  unwrap,
  useAuthedSWR,
  type components,
  type Result,
} from '@/api';
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
  return useAuthedSWR(cartKey, fetchCart, FRESH_ACROSS_TABS);
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
 * Adds, changes or removes (quantity 0) a line of the cart; the server's answer replaces the
 * cached cart. A quote's lines change through the quotes feature (`updateQuoteItem`).
 */
export async function updateCart(
  body: CartUpdate & { quoteId?: never },
  family: 'cartAdd' | 'cartDeleteItem' | 'generic' = 'generic',
): Promise<Result<Cart>> {
  const result = toResult(await api.POST('/carts', { body }), family);
  if (!result.ok) return result;
  // Without a quoteId the answer is the cart.
  const cart = result.data as Cart;
  await mutate(cartKey, cart, { revalidate: false });
  return { ok: true, data: cart };
}

/** Asks the server for the cart again (every screen showing it follows). */
export async function reloadCart(): Promise<'reloaded'> {
  await mutate(cartKey);
  return 'reloaded';
}

export async function clearCart(): Promise<Result<void>> {
  const result = toResult(await api.DELETE('/carts'), 'cartClear');
  if (!result.ok) return result;
  clearDiscount();
  await mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
  return { ok: true, data: undefined };
}
