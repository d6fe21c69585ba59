import type { Product } from '@/features/catalog';
import { clampQuantity, normalizeOptions, type PurchaseChoice } from '@/features/cart';
import type { QuickRow } from './storage';

export type AddRequest = {
  product: Product;
  quantity: number;
  isAssembled?: boolean;
  hinge?: PurchaseChoice['hingeDirection'];
};

/** What happened to one request: added at the quantity asked, or capped at the maximum. */
export type AddOutcome = { productId: number; quantity: number; capped: boolean };

/**
 * Adds products to the list: a product already there has its quantity raised (up to its maximum)
 * instead of a second row. Pure, so bulk entry and the SKU box share one rule.
 */
export function addToList(
  rows: readonly QuickRow[],
  requests: readonly AddRequest[],
): { rows: QuickRow[]; outcomes: AddOutcome[] } {
  const next = [...rows];
  const outcomes: AddOutcome[] = [];
  for (const { product, quantity, isAssembled, hinge } of requests) {
    const max = product.qtyRestrictions;
    const index = next.findIndex((r) => r.product.id === product.id);
    const existing = next[index];
    const before = existing ? existing.choice.quantity : 0;
    const wanted = before + quantity;
    const q = clampQuantity(wanted, max);
    outcomes.push({ productId: product.id, quantity: q, capped: q < wanted });
    if (existing) {
      next[index] = { ...existing, choice: { ...existing.choice, quantity: q } };
    } else {
      const options = normalizeOptions(product, isAssembled ?? false, hinge ?? undefined);
      next.push({ product, choice: { quantity: q, ...options } });
    }
  }
  return { rows: next, outcomes };
}

export const isOutOfStock = (product: Product): boolean =>
  typeof product.stock === 'number' && product.stock <= 0;

/** The list can go to the cart when it has rows and none is out of stock. */
export const isListValid = (rows: readonly QuickRow[]): boolean =>
  rows.length > 0 && rows.every((r) => !isOutOfStock(r.product));
