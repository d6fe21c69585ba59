import { mutate } from 'swr';
import { api, toResult, type components, type Result } from '@/api';
import { cartKey, emptyCart, type Cart } from './cart';
import { appliedDiscountRate, clearDiscount, readDiscount } from './discount';

/**
 * What the app passes the cart screen for the quote Save as Quote made: the quotes feature adds it
 * to its list, so the cart needs to know nothing of quotes (docs/architecture.md#layers).
 */
export type OnSavedAsQuote = (quote: components['schemas']['Quote']) => Promise<unknown>;

export type SavedAsQuote = {
  /** The discount code that applied to the cart and was removed (quotes carry none); else null. */
  removedCode: string | null;
};

/** What the dealer is told when Save as Quote removed a discount code. */
export const removedDiscountMessage = (code: string) =>
  `Discount code ${code} was removed: quotes are saved without a discount.`;

// Apart from api/cart.ts, which the header loads at start-up: this brings the discount store,
// which only the cart screen needs.
/**
 * Save as Quote: the new quote joins the list, the cart empties and the discount is cleared
 * (docs/business-rules.md#cart-and-quotes); the answer names the code that was removed.
 */
export async function switchToQuote(onSaved: OnSavedAsQuote): Promise<Result<SavedAsQuote>> {
  const result = toResult(await api.POST('/carts/switch-to-quote'), 'generic');
  if (!result.ok) return result;
  const discount = readDiscount();
  const removedCode = appliedDiscountRate(discount) > 0 ? (discount?.code ?? null) : null;
  clearDiscount();
  await onSaved(result.data);
  await mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
  return { ok: true, data: { removedCode } };
}
