import { CartPage as Cart } from '@/features/cart/routes/CartPage';
import { CartApprovalAction } from '@/features/checkout';
import { addSavedQuote } from '@/features/quotes';

/**
 * /cart: composed here because a saved quote joins the quotes feature's list and Submit for
 * Approval is the checkout feature's (both depend on the cart).
 */
export default function CartPage() {
  return <Cart onSavedAsQuote={addSavedQuote} CheckoutAction={CartApprovalAction} />;
}
