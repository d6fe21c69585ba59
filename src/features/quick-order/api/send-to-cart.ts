import { addToCart, updateCart, type Cart, type CappedAdd } from '@/features/cart';
import { choiceOptions } from '@/lib/cart-model';
import type { QuickRow } from '../lib/storage';

/** Failure reasons by product id; empty when every row went in. */
type SendFailures = Record<number, string>;

export type SendOutcome = {
  failures: SendFailures;
  /** Rows that went in with fewer than asked, because the cart line reached the maximum. */
  capped: CappedAdd[];
};

/**
 * Sends every row to the cart, one call after another so the cart the header shows is always
 * the server's latest answer. A failed row does not stop the others.
 */
export async function sendRowsToCart(rows: readonly QuickRow[]): Promise<SendOutcome> {
  const failures: SendFailures = {};
  const capped: CappedAdd[] = [];
  for (const { product, choice } of rows) {
    const result = await addToCart({
      productId: product.id,
      quantity: choice.quantity,
      ...choiceOptions(product, choice),
    });
    if (!result.ok) failures[product.id] = result.message;
    else if (result.data.capped) capped.push(result.data.capped);
  }
  return { failures, capped };
}

/**
 * Changing the quantity of a row whose product is already in the cart also changes that cart line
 * (docs/business-rules.md#quick-order). Answers the error text when the cart refused it.
 */
export async function syncCartLine(
  cart: Cart | undefined,
  productId: number,
  quantity: number,
): Promise<string | null> {
  const line = cart?.items.find((i) => i.productId === productId);
  if (!line || line.quantity === quantity) return null;
  const result = await updateCart({ cartItemId: line.cartItemId, quantity });
  return result.ok ? null : result.message;
}
