import type { Product } from '@/features/catalog';
import { normalizeOptions, type PurchaseChoice } from '@/lib/cart-model';
import {
  clampQuantity,
  orderableLimit,
  shortfall,
  shortfallLabel,
  type Shortfall,
} from '@/lib/cart-model';
import type { QuickRow } from './storage';

export type AddRequest = {
  product: Product;
  quantity: number;
  isAssembled?: boolean;
  hinge?: PurchaseChoice['hingeDirection'];
};

/**
 * What happened to one request. `added` is how many units it put in the list (0 when its row
 * was already at the most that can be ordered); `quantity` is the row's quantity after it.
 */
export type AddOutcome = {
  productId: number;
  sku: string;
  asked: number;
  added: number;
  quantity: number;
  /** The product already had a row: the request raised it instead of adding a second row. */
  merged: boolean;
  /** Why the row stopped short of what was asked (docs/business-rules.md#availability). */
  capped: Shortfall | null;
  /** Said when the row's options are not the ones the request asked for. */
  optionsNote: string | null;
};

const describeOptions = (c: Pick<PurchaseChoice, 'isAssembled' | 'hingeDirection'>) =>
  !c.isAssembled
    ? 'not assembled'
    : c.hingeDirection
      ? `assembled, hinge ${c.hingeDirection.toLowerCase()}`
      : 'assembled';

/** What a request's options became, in words, when they are not what it asked. */
function optionsNoteOf(
  product: Product,
  request: AddRequest,
  row: PurchaseChoice | undefined,
): string | null {
  if (request.isAssembled === undefined) return null;
  const asked = normalizeOptions(product, request.isAssembled, request.hinge ?? undefined);
  if (row) {
    const same =
      row.isAssembled === asked.isAssembled && row.hingeDirection === asked.hingeDirection;
    return same ? null : `the row's options were kept (${describeOptions(row)})`;
  }
  if (request.isAssembled && !asked.isAssembled)
    return 'it cannot be assembled: added not assembled';
  if (request.hinge && !asked.hingeDirection)
    return 'it has no hinge side: added assembled without one';
  return null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The sentence the dealer sees when a request did not simply become a new row at the quantity
 * asked, naming the SKU; null when it did.
 */
export function outcomeNote(o: AddOutcome): string | null {
  const because = o.capped ? ` (${lowerFirst(shortfallLabel(o.capped))})` : '';
  const options = o.optionsNote ? `; ${o.optionsNote}` : '';
  if (o.merged && o.capped)
    return `${o.sku} is already in the list: quantity capped at ${o.quantity}${because}${options}.`;
  if (o.merged) return `${o.sku} is already in the list: quantity now ${o.quantity}${options}.`;
  if (o.capped)
    return `${o.sku}: ${o.asked} asked, quantity capped at ${o.quantity}${because}${options}.`;
  return o.optionsNote ? `${o.sku}: ${o.added} added; ${o.optionsNote}.` : null;
}

/**
 * Adds products to the list, one row per product: a product already there has its quantity
 * raised instead of a second row. A row never goes above what can be ordered (stock and
 * qtyRestrictions, docs/business-rules.md#availability), and the outcome says when it stopped
 * short. Pure, so the SKU box, a paste and a file share one rule.
 */
export function addToList(
  rows: readonly QuickRow[],
  requests: readonly AddRequest[],
): { rows: QuickRow[]; outcomes: AddOutcome[] } {
  const next = [...rows];
  const index = new Map(next.map((r, i) => [r.product.id, i]));
  const outcomes: AddOutcome[] = [];
  for (const request of requests) {
    const { product, quantity, isAssembled, hinge } = request;
    const at = index.get(product.id);
    const existing = at === undefined ? undefined : next[at];
    const before = existing ? existing.choice.quantity : 0;
    const wanted = before + quantity;
    // An out-of-stock product still gets its row (marked, blocking Add to Cart) at the quantity
    // asked, so the dealer sees it; its stock limits nothing else.
    const limit = orderableLimit(product);
    const q =
      limit > 0
        ? Math.max(before, Math.min(wanted, limit))
        : clampQuantity(wanted, product.qtyRestrictions);
    outcomes.push({
      productId: product.id,
      sku: product.sku,
      asked: quantity,
      added: q - before,
      quantity: q,
      merged: Boolean(existing),
      capped: limit > 0 && q < wanted ? shortfall(product, wanted) : null,
      optionsNote: optionsNoteOf(product, request, existing?.choice),
    });
    if (existing && at !== undefined) {
      next[at] = { ...existing, choice: { ...existing.choice, quantity: q } };
    } else {
      const options = normalizeOptions(product, isAssembled ?? false, hinge ?? undefined);
      index.set(product.id, next.length);
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
