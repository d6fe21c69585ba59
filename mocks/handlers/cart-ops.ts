import {
  normalizeOptions,
  shortfall,
  shortfallMessage,
  type LineProblem,
} from '../../src/lib/cart-model';
import type { CatalogProduct } from '../data/catalog';
import { HttpError, badRequest, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { HingeDirection } from '../lib/types';
import type { CartRecord, ItemRecord } from '../state';

// Line-level cart and quote changes shared by the cart, quote and sample calls. Every change that
// creates a line or raises what a line asks of a product goes through `requireAvailable`, the
// shared availability rule (docs/business-rules.md#availability).

/** How many of a product the other lines of the cart hold. */
function heldElsewhere(cart: CartRecord, productId: number, except?: ItemRecord): number {
  let n = 0;
  for (const i of cart.items) if (i !== except && i.productId === productId) n += i.quantity;
  return n;
}

/** A 400 naming the line when `total` of the product cannot be ordered. */
function requireAvailable(p: CatalogProduct, total: number, cartItemId?: number) {
  const s = shortfall(p, total);
  if (!s) return;
  const message = shortfallMessage(p.sku, s);
  const line: LineProblem = { ...s, sku: p.sku, productId: p.id, message };
  if (cartItemId !== undefined) line.cartItemId = cartItemId;
  throw new HttpError(400, message, {}, [line]);
}

export function addProduct(
  ctx: Ctx,
  cart: CartRecord,
  p: CatalogProduct,
  quantity: number,
  isAssembled: boolean,
  hinge: HingeDirection | undefined,
  capAtLimit = false,
  hingeChosen = false,
): ItemRecord {
  if (quantity < 1) throw badRequest('Quantity must be at least 1.');
  const opts = normalizeOptions(p, isAssembled, hinge);
  const same = cart.items.find(
    (i) =>
      i.productId === p.id &&
      i.isAssembled === opts.isAssembled &&
      i.hingeDirection === opts.hingeDirection,
  );
  const held = heldElsewhere(cart, p.id, same);
  // A merge, or a capped add (samples), stops at the per-order maximum: the client compares what
  // it asked for with the answer and names the capped SKU.
  const max = p.qtyRestrictions - held;
  const wanted = (same?.quantity ?? 0) + quantity;
  const next = same || capAtLimit ? Math.min(wanted, Math.max(max, same?.quantity ?? 1)) : wanted;
  requireAvailable(p, held + next, same?.cartItemId);
  // A side is only chosen where there is one; a merge keeps a side either add chose.
  const chosen = opts.hingeDirection !== null && (hingeChosen || same?.hingeChosen === true);
  if (same) {
    same.quantity = next;
    same.hingeChosen = chosen;
    return same;
  }
  ctx.state.seq.item += 1;
  const line: ItemRecord = {
    cartItemId: ctx.state.seq.item,
    productId: p.id,
    quantity: next,
    ...opts,
    hingeChosen: chosen,
  };
  cart.items.push(line);
  return line;
}

export interface LineChange {
  quantity?: number;
  isAssembled?: boolean;
  hingeDirection?: HingeDirection;
  hingeChosen?: boolean;
  skuPrefix?: string | null;
}

export function changeLine(
  ctx: Ctx,
  cart: CartRecord,
  cartItemId: number,
  change: LineChange,
): void {
  const index = cart.items.findIndex((i) => i.cartItemId === cartItemId);
  const line = cart.items[index];
  if (!line) throw notFound('Cart item not found.');
  if (change.quantity === 0) {
    cart.items.splice(index, 1);
    return;
  }
  let product = ctx.catalog.byId.get(line.productId)!;
  if (change.skuPrefix) {
    const prefix = change.skuPrefix.trim().toUpperCase();
    if (product.itemClass !== 'Cabinets')
      throw badRequest(`${product.sku} has no cabinet style to change.`);
    const code = product.sku.slice(product.sku.indexOf('-') + 1);
    const target = ctx.catalog.bySku.get(`${prefix}-${code}`);
    if (!target) throw badRequest(`${prefix}-${code} does not exist in that cabinet style.`);
    product = target;
  }
  const quantity = change.quantity ?? line.quantity;
  // Lowering the quantity of a line that is already short is always allowed: it moves towards
  // what can be ordered, and checkout refuses whatever is still short.
  const lowering = product.id === line.productId && quantity < line.quantity;
  if (!lowering)
    requireAvailable(product, heldElsewhere(cart, product.id, line) + quantity, cartItemId);
  const isAssembled = change.isAssembled ?? line.isAssembled;
  const hinge =
    change.hingeDirection !== undefined
      ? change.hingeDirection
      : (line.hingeDirection ?? undefined);
  const opts = normalizeOptions(product, isAssembled, hinge ?? undefined);
  line.productId = product.id;
  line.quantity = quantity;
  line.isAssembled = opts.isAssembled;
  line.hingeDirection = opts.hingeDirection;
  // A cleared hinge (not assembled) is unchosen again: assembling later brings back the default.
  line.hingeChosen =
    opts.hingeDirection !== null && (change.hingeChosen ?? line.hingeChosen === true);
}
