import { normalizeOptions } from '../../src/lib/cart-model';
import type { CatalogProduct } from '../data/catalog';
import { badRequest, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { HingeDirection } from '../lib/types';
import type { CartRecord, ItemRecord } from '../state';

// Line-level cart and quote changes shared by the cart, quote and sample calls.

export function addProduct(
  ctx: Ctx,
  cart: CartRecord,
  p: CatalogProduct,
  quantity: number,
  isAssembled: boolean,
  hinge: HingeDirection | undefined,
  capAtLimit = false,
): ItemRecord {
  if (p.stock <= 0) throw badRequest(`${p.sku} is out of stock.`);
  if (quantity < 1) throw badRequest('Quantity must be at least 1.');
  if (quantity > p.qtyRestrictions && !capAtLimit)
    throw badRequest(`Quantity for ${p.sku} cannot exceed ${p.qtyRestrictions}.`);
  const opts = normalizeOptions(p, isAssembled, hinge);
  const same = cart.items.find(
    (i) =>
      i.productId === p.id &&
      i.isAssembled === opts.isAssembled &&
      i.hingeDirection === opts.hingeDirection,
  );
  if (same) {
    same.quantity = Math.min(same.quantity + quantity, p.qtyRestrictions);
    return same;
  }
  ctx.state.seq.item += 1;
  const line: ItemRecord = {
    cartItemId: ctx.state.seq.item,
    productId: p.id,
    quantity: Math.min(quantity, p.qtyRestrictions),
    ...opts,
  };
  cart.items.push(line);
  return line;
}

export interface LineChange {
  quantity?: number;
  isAssembled?: boolean;
  hingeDirection?: HingeDirection;
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
  if (quantity > product.qtyRestrictions)
    throw badRequest(`Quantity for ${product.sku} cannot exceed ${product.qtyRestrictions}.`);
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
}
