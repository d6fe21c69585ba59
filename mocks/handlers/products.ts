import type { CatalogProduct } from '../data/catalog';
import { findColor } from '../data/colors';
import { badRequest, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { LookupMiss, Product, ProductGroup, ReplyOf } from '../lib/types';
import { asObject, reqStr } from '../lib/validate';
import { optionalUser, renderCart, requireUser } from './common';
import { addProduct } from './cart-ops';
import { stylesOf, suggestFor } from '../domain/suggest';

/** What visitors get instead of a number; anything non-numeric makes the storefront hide the price. */
const VISITOR_PRICE = 'Login for price';

function view(p: CatalogProduct, dealer: boolean): Product {
  return dealer ? { ...p } : { ...p, price: VISITOR_PRICE, stock: null };
}

function groupBy(products: Product[]): ProductGroup[] {
  const groups = new Map<string, Product[]>();
  for (const p of products) {
    const key = p.cabinetType ?? 'Other';
    const list = groups.get(key) ?? [];
    list.push(p);
    groups.set(key, list);
  }
  return [...groups].map(([groupName, list]) => ({ groupName, products: list }));
}

const ITEM_CLASSES = ['Cabinets', 'Hardware', 'Richelieu'];

export function listProducts(ctx: Ctx): ReplyOf<'listProducts'> {
  const dealer = optionalUser(ctx) !== null;
  const itemClass = ctx.query.get('itemClass') ?? '';
  if (!ITEM_CLASSES.includes(itemClass))
    return { status: 400, body: { error: 'itemClass must be Cabinets, Hardware or Richelieu.' } };
  const colorParam = ctx.query.get('color');
  const color = colorParam ? findColor(colorParam) : undefined;
  if (colorParam && !color) return { status: 200, body: { data: { products: [] } } };
  const category = ctx.query.get('itemCategory')?.trim().toLowerCase();
  const cabinetType = ctx.query.get('cabinetType')?.trim().toLowerCase();
  const list = ctx.catalog.all.filter(
    (p) =>
      p.itemClass === itemClass &&
      (!color || p.color === color.name) &&
      (!category ||
        (p.itemCategory ?? '')
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .includes(category)) &&
      (!cabinetType || (p.cabinetType ?? '').toLowerCase() === cabinetType),
  );
  return { status: 200, body: { data: { products: groupBy(list.map((p) => view(p, dealer))) } } };
}

export function getProduct(ctx: Ctx): ReplyOf<'getProduct'> {
  const dealer = optionalUser(ctx) !== null;
  const p = ctx.catalog.byId.get(Number(ctx.params.productId));
  if (!p) return { status: 404, body: { error: 'Product not found.' } };
  return { status: 200, body: view(p, dealer) };
}

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw badRequest(`Expected a whole number from 1 to ${max}.`);
  return n;
}

export function searchProducts(ctx: Ctx): ReplyOf<'searchProducts'> {
  requireUser(ctx);
  const keyword = (ctx.query.get('keyword') ?? '').trim().toLowerCase();
  if (!keyword) return { status: 400, body: { error: 'Keyword is required.' } };
  const page = positiveInt(ctx.query.get('page'), 1, 1_000_000);
  const limit = positiveInt(ctx.query.get('limit'), 8, 100);
  // SKU matches first (what dealers type), then description matches.
  const bySku = ctx.catalog.all.filter((p) => p.sku.toLowerCase().includes(keyword));
  const byText = ctx.catalog.all.filter(
    (p) => !p.sku.toLowerCase().includes(keyword) && p.description.toLowerCase().includes(keyword),
  );
  const all = [...bySku, ...byText];
  const start = (page - 1) * limit;
  return {
    status: 200,
    body: {
      products: all.slice(start, start + limit).map((p) => view(p, true)),
      currentPage: page,
      totalPages: Math.ceil(all.length / limit),
      totalItems: all.length,
    },
  };
}

/** Most SKUs one lookup takes (openapi.yaml, lookupProducts). */
const LOOKUP_MAX = 200;

export function lookupProducts(ctx: Ctx): ReplyOf<'lookupProducts'> {
  requireUser(ctx);
  const body = asObject(ctx.body);
  const skus = body.skus;
  if (!Array.isArray(skus) || skus.length < 1 || skus.length > LOOKUP_MAX)
    return { status: 400, body: { error: `Send from 1 to ${LOOKUP_MAX} SKUs.` } };
  const style = typeof body.style === 'string' ? body.style.trim().toUpperCase() : null;
  const wanted = new Set<string>();
  for (const sku of skus) {
    if (typeof sku !== 'string' || !sku.trim() || sku.length > 50)
      return { status: 400, body: { error: 'Each SKU must be 1 to 50 characters.' } };
    wanted.add(sku.trim().toUpperCase());
  }
  const { bySku } = ctx.catalog;
  // Exact SKU first; with a style, a bare item code of that style (B12 -> TPW-B12).
  const find = (sku: string) =>
    bySku.get(sku) ?? (style ? bySku.get(`${style}-${sku}`) : undefined);
  const seen = new Set<number>();
  const products: Product[] = [];
  const misses: LookupMiss[] = [];
  for (const sku of wanted) {
    const p = find(sku);
    if (p && !seen.has(p.id)) {
      seen.add(p.id);
      products.push(view(p, true));
    } else if (!p && body.suggest === true)
      misses.push({
        sku,
        suggestions: suggestFor(sku, style, ctx.catalog.all).map((s) => view(s, true)),
        styles: stylesOf(sku, style, (s) => bySku.has(s)),
      });
  }
  return { status: 200, body: body.suggest === true ? { products, misses } : { products } };
}

export function syncProductStock(ctx: Ctx): ReplyOf<'syncProductStock'> {
  requireUser(ctx);
  const sku = (ctx.query.get('sku') ?? '').trim().toUpperCase();
  const p = ctx.catalog.bySku.get(sku);
  if (!p) throw notFound('Product not found.');
  return { status: 200, body: { data: { stock: p.stock } } };
}

export function orderSample(ctx: Ctx): ReplyOf<'orderSample'> {
  const { data } = requireUser(ctx);
  const b = asObject(ctx.body);
  const color = findColor(reqStr(b, 'color', { max: 50 }));
  const sample = color && ctx.catalog.bySku.get(`${color.code}-SD`);
  if (!sample)
    return { status: 400, body: { error: 'No sample door is available for this colour.' } };
  addProduct(ctx, data.cart, sample, 1, false, null, true);
  return { status: 200, body: renderCart(ctx, data.cart) };
}
