import { mutate } from 'swr';
import { cartKey, clearDiscount, emptyCart, type Cart } from '@/features/cart';
import type { CheckoutSuccessState } from '@/features/catalog';
import { storeConfirmation, type OrderConfirmation } from '@/lib/order-confirmation';
import { clearMarker } from '../api/marker';

type Navigate = (to: string, options: { state: CheckoutSuccessState; replace: true }) => void;

/**
 * An order is placed: the cart and the code are spent, and 'Purchase Successful!' opens on Our
 * Products. The success page replaces the current entry, so Back cannot land on an empty checkout.
 * An approved request is placed from its own lines: the Owner's cart and code stay as they were
 * (`cartSpent: false`), and the cart is asked for again rather than shown empty.
 */
export function confirmOrder(
  order: OrderConfirmation | null,
  navigate: Navigate,
  { cartSpent = true } = {},
): void {
  clearMarker();
  if (cartSpent) {
    clearDiscount();
    void mutate<Cart>(cartKey, (c) => (c ? emptyCart(c) : c), { revalidate: false });
  } else void mutate(cartKey);
  // The order's facts go to session storage (cleared at sign-out), the history entry only names
  // them; without storage they come along once.
  const id = storeConfirmation(order);
  const state: CheckoutSuccessState = id
    ? { checkoutSuccess: true, confirmation: id }
    : order
      ? { checkoutSuccess: true, order }
      : { checkoutSuccess: true };
  navigate('/our-products', { state, replace: true });
}
