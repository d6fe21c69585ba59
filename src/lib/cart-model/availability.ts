import { quantityMax } from './options';

// The availability rule of docs/business-rules.md#availability: one function decides whether a
// product can be ordered in a quantity, for the screens and for the mock API alike.

export type ShortfallReason = 'OUT_OF_STOCK' | 'SHORT' | 'ABOVE_MAX';

/** Why a quantity of one product cannot be ordered; `limit` is what can be (0 when out of stock). */
export interface Shortfall {
  reason: ShortfallReason;
  limit: number;
}

/** What the rule needs to know of a product. `stock` null or absent: not known, so not limiting. */
export interface StockFacts {
  sku: string;
  stock?: number | null;
  qtyRestrictions?: number | null;
}

/** A line as the rule sees it: the product it holds and how many. */
export interface StockedLine extends StockFacts {
  cartItemId?: number;
  productId: number;
  quantity: number;
}

/** One line that blocks an order, as the API reports it (the contract's `LineProblem`). */
export interface LineProblem extends Shortfall {
  sku: string;
  productId: number;
  cartItemId?: number;
  message: string;
}

/**
 * The rule: nothing of a product out of stock; otherwise at most the lower of its stock and its
 * per-order maximum (qtyRestrictions), counted over every line of the product.
 */
export function shortfall(product: StockFacts, quantity: number): Shortfall | null {
  const stock = product.stock ?? Number.POSITIVE_INFINITY;
  if (stock <= 0) return { reason: 'OUT_OF_STOCK', limit: 0 };
  const max = quantityMax(product.qtyRestrictions);
  if (quantity <= Math.min(stock, max)) return null;
  return stock < max ? { reason: 'SHORT', limit: stock } : { reason: 'ABOVE_MAX', limit: max };
}

/** The most of a product that can be ordered (0 when out of stock). */
export function orderableLimit(product: StockFacts): number {
  const stock = product.stock ?? Number.POSITIVE_INFINITY;
  return stock <= 0 ? 0 : Math.min(stock, quantityMax(product.qtyRestrictions));
}

/** The top of a quantity select: what can be ordered, at least 1 (Add to Bag is off when out of stock). */
export const selectableMax = (product: StockFacts): number => Math.max(orderableLimit(product), 1);

/** The short text shown on a line: 'Out of stock', 'Only 7 available', 'At most 10 per order'. */
export function shortfallLabel(s: Shortfall): string {
  if (s.reason === 'OUT_OF_STOCK') return 'Out of stock';
  if (s.reason === 'SHORT') return `Only ${s.limit} available`;
  return `At most ${s.limit} per order`;
}

/** The sentence naming the SKU, as the API answers a refused write. */
export function shortfallMessage(sku: string, s: Shortfall): string {
  if (s.reason === 'OUT_OF_STOCK') return `${sku} is out of stock.`;
  if (s.reason === 'SHORT') return `Only ${s.limit} of ${sku} available.`;
  return `Quantity for ${sku} cannot exceed ${s.limit}.`;
}

/** Quantity of each product over all lines: a product in two lines shares its stock and maximum. */
function quantityByProduct(lines: readonly StockedLine[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const l of lines) total.set(l.productId, (total.get(l.productId) ?? 0) + l.quantity);
  return total;
}

/** Every line that blocks an order, in line order; empty when the lines can be ordered. */
export function availabilityProblems(lines: readonly StockedLine[]): LineProblem[] {
  const totals = quantityByProduct(lines);
  const problems: LineProblem[] = [];
  for (const line of lines) {
    const s = shortfall(line, totals.get(line.productId) ?? line.quantity);
    if (!s) continue;
    problems.push({
      ...s,
      sku: line.sku,
      productId: line.productId,
      ...(line.cartItemId !== undefined ? { cartItemId: line.cartItemId } : {}),
      message: shortfallMessage(line.sku, s),
    });
  }
  return problems;
}

/** One sentence for several blocked lines, each named by SKU. */
export function problemsSummary(problems: readonly Pick<LineProblem, 'message'>[]): string {
  if (problems.length === 1) return problems[0]!.message;
  return `${problems.length} lines cannot be ordered: ${problems.map((p) => p.message).join(' ')}`;
}
