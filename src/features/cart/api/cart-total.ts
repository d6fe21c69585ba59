import { computeTotalsCents, type Totals } from '@/lib/cart-model';
import type { Cart } from './cart';
import { appliedDiscountRate, type StoredDiscount } from './discount';

/**
 * The cart's figures in cents exactly as the cart summary shows them: its lines, whether it is
 * taxable and the applied discount code (docs/business-rules.md#pricing). The header's total and
 * the summary's Total both come from here, so they cannot disagree.
 */
export function cartTotalsCents(
  cart: Pick<Cart, 'items' | 'isTaxable'>,
  discount: StoredDiscount | null,
): Totals {
  return computeTotalsCents(cart.items, {
    isTaxable: cart.isTaxable,
    discountPercent: appliedDiscountRate(discount),
  });
}
