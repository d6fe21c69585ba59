import { computeTotals, toDollars } from '../../src/lib/cart-model';
import type { Ctx } from '../lib/context';
import type { Quote, QuoteItem } from '../lib/types';
import type { CartRecord } from '../state';
import { isExpired, statusOf, termsOf, validUntil } from '../domain/quotes';
import { cartItem } from './common';

/**
 * A quote as the contract answers it: each line at the price it holds while the quote is valid
 * (today's once it has expired), the totals over those prices, the dates, status and history.
 */
export function renderQuote(ctx: Ctx, c: CartRecord): Quote {
  const days = ctx.world.config.quoteDays;
  const terms = termsOf(c, ctx.now);
  const expired = isExpired(terms, days, ctx.now);
  const offered = terms.phase === 'OFFER_RECEIVED' || terms.phase === 'ACCEPTED';
  const items: QuoteItem[] = c.items.map((r) => {
    const line = cartItem(ctx.catalog, r);
    const offer = offered ? terms.offer?.prices[String(r.cartItemId)] : undefined;
    return {
      ...line,
      price: !expired && r.heldCents !== undefined ? toDollars(r.heldCents) : line.price,
      listPrice: line.price,
      offeredPrice: offer === undefined ? null : toDollars(offer),
      note: r.note ?? null,
    };
  });
  const o = terms.offer;
  return {
    id: c.id,
    poNumber: c.poNumber,
    isTaxable: c.isTaxable,
    items,
    ...computeTotals(items, { isTaxable: c.isTaxable, discountPercent: 0 }),
    savedAt: terms.savedAt,
    validUntil: validUntil(terms, days),
    status: statusOf(terms, days, ctx.now),
    offer: o
      ? {
          offeredAt: o.offeredAt,
          offeredBy: o.offeredBy,
          validUntil: o.validUntil,
          percentOff: o.percentOff,
        }
      : null,
    messages: terms.messages.map((m) => ({ ...m })),
    orderId: terms.orderId,
    orderNumber: terms.orderNumber,
  };
}
