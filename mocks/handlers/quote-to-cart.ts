import { toCents, toDollars } from '../../src/lib/cart-model';
import type { Ctx } from '../lib/context';
import type { Order, ReplyOf } from '../lib/types';
import {
  freshTerms,
  holdTodaysPrices,
  requireEditable,
  statusOf,
  termsOf,
  validUntil,
} from '../domain/quotes';
import type { CartRecord, ItemRecord, UserData } from '../state';
import { findQuote, renderCart, requireUser } from './common';
import { renderQuote } from './quote-view';

// Between the cart and the quotes (docs/business-rules.md#quote-prices): saving the cart as a
// quote holds today's prices; moving a valid quote to the cart carries its prices; an expired
// one is priced today with the lines whose price changed; an ordered Accepted quote reads Ordered.

/** The live cart saved as a new quote: today's prices, held from now. */
export function saveAsQuote(ctx: Ctx, cart: CartRecord): CartRecord {
  delete cart.fromQuote;
  for (const i of cart.items) delete i.repriced;
  holdTodaysPrices(cart.items, ctx.catalog.byId);
  cart.terms = freshTerms(ctx.now);
  return cart;
}

/**
 * A cart line from a quote whose quantity or style changed now carries today's price; a cart with
 * no line left from the quote no longer carries it.
 */
export function repriceCartLines(cart: CartRecord, changed: ItemRecord[]) {
  if (!cart.fromQuote) return;
  for (const i of changed) {
    if (i.heldCents === undefined) continue;
    delete i.heldCents;
    i.repriced = true;
  }
  if (!cart.items.some((i) => i.heldCents !== undefined || i.repriced)) delete cart.fromQuote;
}

/**
 * The order placed from a cart that carries an Accepted quote's prices makes that quote Ordered;
 * answers the quote and its offer for the order to name, or null for any other cart.
 */
export function quoteOrdered(
  data: UserData,
  cart: CartRecord,
  order: Pick<Order, 'id' | 'salesOrderNumber'>,
): NonNullable<Order['quote']> | null {
  const from = cart.fromQuote;
  delete cart.fromQuote;
  if (!from?.accepted) return null;
  const quote = data.quotes.find((q) => q.id === from.quoteId);
  if (!quote?.terms) return null;
  quote.terms.phase = 'ORDERED';
  quote.terms.orderId = order.id;
  quote.terms.orderNumber = order.salesOrderNumber;
  const offer = quote.terms.offer;
  return offer ? { id: quote.id, poNumber: quote.poNumber, offeredAt: offer.offeredAt } : null;
}

function priceChanges(ctx: Ctx, quote: CartRecord) {
  return quote.items.flatMap((i) => {
    const today = toCents(ctx.catalog.byId.get(i.productId)!.price);
    if (i.heldCents === undefined || i.heldCents === today) return [];
    const sku = ctx.catalog.byId.get(i.productId)!.sku;
    return [
      {
        cartItemId: i.cartItemId,
        sku,
        quotePrice: toDollars(i.heldCents),
        price: toDollars(today),
      },
    ];
  });
}

/** A copy of an Accepted quote's lines, under new ids, for a cart while the quote stays listed. */
function copyOf(ctx: Ctx, quote: CartRecord): CartRecord {
  ctx.state.seq.cart += 1;
  return {
    id: ctx.state.seq.cart,
    poNumber: quote.poNumber,
    isTaxable: quote.isTaxable,
    items: quote.items.map((i) => {
      ctx.state.seq.item += 1;
      const { note: _note, ...line } = i;
      return { ...line, cartItemId: ctx.state.seq.item };
    }),
  };
}

export function switchToCart(ctx: Ctx): ReplyOf<'switchToCart'> {
  const { data } = requireUser(ctx);
  const quote = findQuote(data, ctx.params.id);
  const terms = termsOf(quote, ctx.now);
  requireEditable(terms, 'moving the quote to the cart');
  const days = ctx.world.config.quoteDays;
  const status = statusOf(terms, days, ctx.now);
  const changes = status === 'EXPIRED' ? priceChanges(ctx, quote) : [];
  const cart = status === 'ACCEPTED' ? copyOf(ctx, quote) : quote;
  if (cart === quote) data.quotes = data.quotes.filter((q) => q !== quote);
  if (status === 'EXPIRED') for (const i of cart.items) delete i.heldCents;
  else
    cart.fromQuote = {
      quoteId: quote.id,
      poNumber: quote.poNumber,
      validUntil: validUntil(terms, days),
      accepted: status === 'ACCEPTED',
    };
  delete cart.terms;
  for (const i of cart.items) delete i.note;
  const previous = data.cart;
  const saved = previous.items.length > 0 ? saveAsQuote(ctx, previous) : null;
  if (saved) data.quotes.unshift(saved);
  data.cart = cart;
  return {
    status: 200,
    body: {
      ...renderCart(ctx, cart),
      savedQuote: saved ? renderQuote(ctx, saved) : null,
      priceChanges: changes,
    },
  };
}
