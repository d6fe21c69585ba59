import { normalizeOptions, updateCart, type Cart } from '@/features/cart';
import type { QuickRow } from '../lib/storage';

/** Failure reasons by product id; empty when every row went in. */
export type SendFailures = Record<number, string>;

/**
 * Sends every row to the cart, one call after another so the cart the header shows is always
 * the server's latest answer. A failed row does not stop the others.
 */
export async function sendRowsToCart(rows: readonly QuickRow[]): Promise<SendFailures> {
  const failures: SendFailures = {};
  for (const { product, choice } of rows) {
    const result = await updateCart(
      {
        productId: product.id,
        quantity: choice.quantity,
        ...normalizeOptions(product, choice.isAssembled, choice.hingeDirection),
      },
      'cartAdd',
    );
    if (!result.ok) failures[product.id] = result.message;
  }
  return failures;
}

/**
 * Spec section 4: changing the quantity of a row whose product is already in the cart also
 * changes that cart line. Answers the error text when the cart refused it.
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
