import { fetchCart, updateCart, type Cart } from '@/features/cart';
import type { Order } from './orders';

type OrderLine = Order['OrderItems'][number];

type ReorderProblem = { sku: string; quantity: number; reason: string };
export type ReorderOutcome = { added: number; problems: ReorderProblem[] };

function sameLine(item: Cart['items'][number], line: OrderLine): boolean {
  return (
    item.productId === line.productId &&
    item.isAssembled === line.isAssembled &&
    (item.hingeDirection ?? null) === (line.hingeDirection ?? null)
  );
}

function quantityIn(cart: Cart | null, line: OrderLine): number {
  return cart?.items.find((item) => sameLine(item, line))?.quantity ?? 0;
}

/**
 * Order Again: adds every line with its assembly and hinge choices, one call per line in order.
 * A line the server refuses (gone, out of stock, over its maximum) or caps because the cart
 * already holds some is reported with the reason instead of being dropped silently.
 */
export async function orderAgain(lines: readonly OrderLine[]): Promise<ReorderOutcome> {
  let cart: Cart | null = await fetchCart().catch(() => null);
  const problems: ReorderProblem[] = [];
  let added = 0;
  for (const line of lines) {
    const before = quantityIn(cart, line);
    const result = await updateCart(
      {
        productId: line.productId,
        quantity: line.quantity,
        isAssembled: line.isAssembled,
        // Order lines keep the hinge only where it applied (assembled and hingeable).
        hingeDirection: line.isAssembled ? (line.hingeDirection ?? null) : null,
      },
      'cartAdd',
    );
    if (!result.ok) {
      problems.push({ sku: line.sku, quantity: line.quantity, reason: result.message });
      continue;
    }
    cart = result.data as Cart;
    const item = cart.items.find((i) => sameLine(i, line));
    const gained = (item?.quantity ?? before + line.quantity) - before;
    if (gained > 0) added += 1;
    if (gained < line.quantity)
      problems.push({
        sku: line.sku,
        quantity: line.quantity,
        reason: `Only ${Math.max(gained, 0)} added: the most one cart line can hold is ${item?.qtyRestrictions ?? before}.`,
      });
  }
  return { added, problems };
}
