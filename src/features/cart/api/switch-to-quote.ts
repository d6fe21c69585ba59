import { mutate } from 'swr';
import { api, toResult, type Result } from '@/api';
import { cartKey, emptyCart, quotesKey, type Cart, type Quote } from './cart';
import { clearDiscount } from './discount';

// Apart from api/cart.ts, which the header loads at start-up: this brings the discount store,
// which only the cart screen needs.
/** Save as Quote: the new quote joins the list, the cart empties and the discount is cleared. */
export async function switchToQuote(): Promise<Result<Quote>> {
  const result = toResult(await api.POST('/carts/switch-to-quote'), 'generic');
  if (!result.ok) return result;
  clearDiscount();
  await mutate<Quote[]>(quotesKey, (list) => [result.data, ...(list ?? [])], { revalidate: false });
  await mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
  return result;
}
