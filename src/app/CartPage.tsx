import { CartPage as Cart } from '@/features/cart/routes/CartPage';
import { addSavedQuote } from '@/features/quotes';

/** /cart: composed here because a saved quote joins the quotes feature's list (it depends on the cart). */
export default function CartPage() {
  return <Cart onSavedAsQuote={addSavedQuote} />;
}
