import { addToCart, type CappedAdd } from '@/features/cart';
import type { ImportLine } from '../lib/design-plan';

export type DesignSendOutcome = {
  /** Keys of the lines the cart took. */
  sent: string[];
  /** Why the cart refused a line, by its key. */
  failures: Record<string, string>;
  capped: CappedAdd[];
};

/**
 * Adds a design's lines to the cart, one call after another so the cart the header shows is
 * always the server's latest answer; a refused line does not stop the others.
 */
export async function sendDesignLines(lines: readonly ImportLine[]): Promise<DesignSendOutcome> {
  const outcome: DesignSendOutcome = { sent: [], failures: {}, capped: [] };
  for (const line of lines) {
    const result = await addToCart({
      productId: line.product.id,
      quantity: line.quantity,
      isAssembled: line.isAssembled,
      hingeDirection: line.hingeDirection,
      // A side from the design counts as chosen, so the job check does not ask about it.
      hingeChosen: line.hingeChosen,
    });
    if (!result.ok) {
      outcome.failures[line.key] = result.message;
      continue;
    }
    outcome.sent.push(line.key);
    if (result.data.capped) outcome.capped.push(result.data.capped);
  }
  return outcome;
}
