import { addToCart, cappedReason } from '@/features/cart';
import type { Order } from './orders';

type OrderLine = Order['OrderItems'][number];

type ReorderProblem = { sku: string; quantity: number; reason: string };
export type ReorderOutcome = { added: number; problems: ReorderProblem[] };

/**
 * Order Again: adds every line with its assembly and hinge choices, one call per line in order.
 * A line the server refuses (gone, out of stock, over its maximum) or caps because the cart
 * already holds some is reported with the reason instead of being dropped silently.
 */
export async function orderAgain(lines: readonly OrderLine[]): Promise<ReorderOutcome> {
  const problems: ReorderProblem[] = [];
  let added = 0;
  for (const line of lines) {
    const result = await addToCart({
      productId: line.productId,
      quantity: line.quantity,
      isAssembled: line.isAssembled,
      // Order lines keep the hinge only where it applied (assembled and hingeable).
      hingeDirection: line.isAssembled ? (line.hingeDirection ?? null) : null,
    });
    if (!result.ok) {
      problems.push({ sku: line.sku, quantity: line.quantity, reason: result.message });
      continue;
    }
    const { capped } = result.data;
    if (!capped || capped.added > 0) added += 1;
    if (capped)
      problems.push({ sku: line.sku, quantity: line.quantity, reason: cappedReason(capped) });
  }
  return { added, problems };
}
