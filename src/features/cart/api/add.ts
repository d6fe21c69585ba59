import { cachedData, type Result } from '@/api';
import { normalizeOptions } from '@/lib/cart-model';
import {
  cartKey,
  fetchCart,
  updateCart,
  type Cart,
  type CartItem,
  type HingeDirection,
} from './cart';

export type AddRequest = {
  productId: number;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: HingeDirection;
  /** The dealer picked the side, or a design gave it; absent: the default side only stands. */
  hingeChosen?: boolean;
};

/** An add the server capped at the product's maximum (it merges into an identical line). */
export type CappedAdd = { sku: string; requested: number; added: number; max: number };

export type AddOutcome = { cart: Cart; capped: CappedAdd | null };

/** The line an add lands on: same product, same assembly and hinge once normalised. */
function landedOn(cart: Cart, request: AddRequest): CartItem | undefined {
  return cart.items.find((item) => {
    if (item.productId !== request.productId) return false;
    const opts = normalizeOptions(item, request.isAssembled, request.hingeDirection);
    return (
      item.isAssembled === opts.isAssembled && (item.hingeDirection ?? null) === opts.hingeDirection
    );
  });
}

/**
 * Whether an add was capped: what the line holds after the answer, against what it held before
 * plus what was asked for. Null when everything asked for went in.
 */
export function cappedAdd(
  before: Cart | null | undefined,
  after: Cart,
  request: AddRequest,
): CappedAdd | null {
  const line = landedOn(after, request);
  if (!line) return null;
  const held = before?.items.find((i) => i.cartItemId === line.cartItemId)?.quantity ?? 0;
  const added = Math.max(line.quantity - held, 0);
  if (added >= request.quantity) return null;
  return { sku: line.sku, requested: request.quantity, added, max: line.qtyRestrictions };
}

/** Why fewer went in, for a list that already names the SKU. */
export const cappedReason = (c: CappedAdd) =>
  `Quantity capped at ${c.max}: ${c.added} of ${c.requested} added.`;

/** What the dealer is told about a capped add, naming the SKU. */
export const cappedMessage = (c: CappedAdd) =>
  `Quantity of ${c.sku} capped at ${c.max}: ${c.added} of ${c.requested} added.`;

/**
 * Every add to the cart (product page, colour page, search, quick order, Order Again) goes
 * through here, so a capped quantity is always noticed and never passes silently.
 */
export async function addToCart(request: AddRequest): Promise<Result<AddOutcome>> {
  const before = cachedData<Cart>(cartKey) ?? (await fetchCart().catch(() => null));
  const result = await updateCart(request, 'cartAdd');
  if (!result.ok) return result;
  return { ok: true, data: { cart: result.data, capped: cappedAdd(before, result.data, request) } };
}
