import { badRequest, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { HingeDirection, ReplyOf } from '../lib/types';
import { asObject, optBool, optInt, optStr } from '../lib/validate';
import { quotePdf } from '../pdf';
import type { CartRecord, UserData } from '../state';
import { addProduct, changeLine } from './cart-ops';
import { discountRate, findQuote, renderCart, requireUser } from './common';
import { renderQuote } from './quote-view';
import { holdTodaysPrices, refuse, requireEditable, termsOf } from '../domain/quotes';
import { repriceCartLines, saveAsQuote } from './quote-to-cart';
import { LIMITS } from '../../src/lib/limits';
import { companyQuotes } from './company-quotes';

export function getCart(ctx: Ctx): ReplyOf<'getCart'> {
  const { data } = requireUser(ctx);
  const rate = discountRate(ctx.query.get('discountCode'));
  return { status: 200, body: renderCart(ctx, data.cart, rate) };
}

function readHinge(b: Record<string, unknown>): HingeDirection | undefined {
  const v = b.hingeDirection;
  if (v === undefined) return undefined;
  if (v === null || v === 'LEFT' || v === 'RIGHT') return v;
  throw badRequest('hingeDirection must be LEFT, RIGHT or null.');
}

function poNumberOf(b: Record<string, unknown>): string | null {
  const v = optStr(b, 'poNumber', { max: LIMITS.poNumber, label: 'PO number' });
  return v ? v : null;
}

/**
 * A quote line whose quantity or style changed, or a new one, holds today's price: an offer or a
 * saved price applies only to the lines at their quantities (docs/business-rules.md#quote-prices).
 */
function repriceChanged(ctx: Ctx, target: CartRecord, before: Map<number, string>) {
  const changed = target.items.filter(
    (i) => before.get(i.cartItemId) !== `${i.productId}x${i.quantity}`,
  );
  if (!target.terms) return repriceCartLines(target, changed);
  holdTodaysPrices(changed, ctx.catalog.byId);
  for (const i of changed) delete target.terms.offer?.prices[String(i.cartItemId)];
}

function dropIfEmpty(data: UserData, quote: CartRecord) {
  if (quote.items.length === 0) data.quotes = data.quotes.filter((q) => q.id !== quote.id);
}

export function updateCart(ctx: Ctx): ReplyOf<'updateCart'> {
  const { data } = requireUser(ctx);
  const b = asObject(ctx.body);
  const quoteId = optInt(b, 'quoteId', 1);
  const cartItemId = optInt(b, 'cartItemId', 1);
  const productId = optInt(b, 'productId', 1);
  const quantity = optInt(b, 'quantity', 0, 999);
  const isAssembled = optBool(b, 'isAssembled');
  const hingeDirection = readHinge(b);
  const hingeChosen = optBool(b, 'hingeChosen');
  const skuPrefix = optStr(b, 'skuPrefix', { max: 10 });
  const hasPo = 'poNumber' in b;
  const poNumber = hasPo ? poNumberOf(b) : undefined;
  if (cartItemId === undefined && productId === undefined && !hasPo)
    throw badRequest('Send a productId, a cartItemId or a poNumber.');

  const target = quoteId !== undefined ? findQuote(data, String(quoteId)) : data.cart;
  const before = new Map(target.items.map((i) => [i.cartItemId, `${i.productId}x${i.quantity}`]));
  if (quoteId !== undefined && (productId !== undefined || cartItemId !== undefined))
    requireEditable(termsOf(target, ctx.now));
  if (poNumber !== undefined) target.poNumber = poNumber;
  if (productId !== undefined) {
    const p = ctx.catalog.byId.get(productId);
    if (!p) throw notFound('Product not found.');
    const chosen = hingeChosen ?? false;
    addProduct(ctx, target, p, quantity ?? 1, isAssembled ?? false, hingeDirection, false, chosen);
  } else if (cartItemId !== undefined) {
    const change = { quantity, isAssembled, hingeDirection, hingeChosen, skuPrefix };
    changeLine(ctx, target, cartItemId, change);
  }
  if (quoteId !== undefined) {
    repriceChanged(ctx, target, before);
    dropIfEmpty(data, target);
    return { status: 200, body: renderQuote(ctx, target) };
  }
  repriceChanged(ctx, target, before);
  return { status: 200, body: renderCart(ctx, target) };
}

export function clearCart(ctx: Ctx): ReplyOf<'clearCart'> {
  const { data } = requireUser(ctx);
  data.cart.items = [];
  delete data.cart.fromQuote;
  return { status: 204, body: undefined };
}

export function switchToQuote(ctx: Ctx): ReplyOf<'switchToQuote'> {
  const { data } = requireUser(ctx);
  if (data.cart.items.length === 0)
    return { status: 400, body: { error: 'Your cart is empty. Add items before saving a quote.' } };
  const quote = saveAsQuote(ctx, data.cart);
  data.quotes.unshift(quote);
  ctx.state.seq.cart += 1;
  data.cart = { id: ctx.state.seq.cart, poNumber: null, isTaxable: quote.isTaxable, items: [] };
  return { status: 200, body: renderQuote(ctx, quote) };
}

export function listQuotes(ctx: Ctx): ReplyOf<'listQuotes'> {
  return {
    status: 200,
    body: companyQuotes(ctx).map(({ quote, by }) => ({
      ...renderQuote(ctx, quote),
      ...(by ? { createdBy: by } : {}),
    })),
  };
}

export function getQuote(ctx: Ctx): ReplyOf<'getQuote'> {
  const id = Number(ctx.params.id);
  const found = companyQuotes(ctx).find((q) => q.quote.id === id);
  if (!found) throw notFound('Quote not found.');
  const quote = renderQuote(ctx, found.quote);
  return { status: 200, body: found.by ? { ...quote, createdBy: found.by } : quote };
}

export function renameQuote(ctx: Ctx): ReplyOf<'renameQuote'> {
  const { data } = requireUser(ctx);
  const b = asObject(ctx.body);
  if (!('poNumber' in b)) throw badRequest('poNumber is required.');
  const poNumber = poNumberOf(b);
  const quote = findQuote(data, ctx.params.id);
  quote.poNumber = poNumber;
  return { status: 200, body: renderQuote(ctx, quote) };
}

export function deleteQuoteItem(ctx: Ctx): ReplyOf<'deleteQuoteItem'> {
  const { data } = requireUser(ctx);
  const quote = findQuote(data, ctx.params.id);
  requireEditable(termsOf(quote, ctx.now));
  const itemId = Number(ctx.params.cartItemId);
  if (!quote.items.some((i) => i.cartItemId === itemId)) throw notFound('Quote item not found.');
  quote.items = quote.items.filter((i) => i.cartItemId !== itemId);
  dropIfEmpty(data, quote);
  return { status: 200, body: renderQuote(ctx, quote) };
}

export function deleteQuote(ctx: Ctx): ReplyOf<'deleteQuote'> {
  const { data } = requireUser(ctx);
  const quote = findQuote(data, ctx.params.id);
  // Staff may be answering it, or their offer waits (lapsed or not): the dealer withdraws it first.
  const { phase } = termsOf(quote, ctx.now);
  if (phase === 'PRICING_REQUESTED' || phase === 'OFFER_RECEIVED')
    throw refuse('Withdraw the pricing request before deleting the quote.');
  data.quotes = data.quotes.filter((q) => q !== quote);
  return { status: 204, body: undefined };
}

export async function getQuotePdf(ctx: Ctx): Promise<ReplyOf<'getQuotePdf'>> {
  const { account, data } = requireUser(ctx);
  const quote = renderQuote(ctx, findQuote(data, ctx.params.id));
  const bytes = await quotePdf(quote, account.info);
  const name = (quote.poNumber ?? `Quote-${quote.id}`).replace(/[^\w.-]+/g, '_');
  return {
    status: 200,
    body: { pdf: Buffer.from(bytes).toString('base64'), fileName: `Quote_${name}.pdf` },
  };
}

export function validateCoupon(ctx: Ctx): ReplyOf<'validateCoupon'> {
  requireUser(ctx);
  const b = asObject(ctx.body);
  const code = optStr(b, 'code', { max: LIMITS.discountCode });
  if (!code) return { status: 400, body: { error: 'Discount code is required.' } };
  const rate = discountRate(code);
  return {
    status: 200,
    body:
      rate > 0
        ? { isValid: true, message: 'Discount code applied.', rate }
        : { isValid: false, message: 'Invalid discount code.', rate: 0 },
  };
}
