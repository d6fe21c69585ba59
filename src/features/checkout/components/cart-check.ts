import {
  appliedDiscountRate,
  cartTotalsCents,
  type Cart,
  type StoredDiscount,
} from '@/features/cart';
import {
  availabilityProblems,
  bundleViolation,
  problemsSummary,
  quantityMax,
  type Totals,
} from '@/lib/cart-model';

const CHECK_CART = 'Please check your cart items.';

/** The cart check before an order: the bundle rule, then stock and maximum per line, else a quantity out of bounds. */
export function cartWarning(cart: Cart): string | null {
  const bundle = bundleViolation(cart.items);
  if (bundle) return bundle;
  const problems = availabilityProblems(cart.items);
  if (problems.length > 0) return problemsSummary(problems);
  const bad = cart.items.some((i) => i.quantity < 1 || i.quantity > quantityMax(i.qtyRestrictions));
  return bad ? CHECK_CART : null;
}

export const discountRateOf = appliedDiscountRate;

/** The amounts in cents, the same the header and the cart summary show (docs/business-rules.md#pricing). */
export function checkoutTotals(cart: Cart, discount: StoredDiscount | null): Totals {
  return cartTotalsCents(cart, discount);
}
