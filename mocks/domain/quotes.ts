import { toCents } from '../../src/lib/cart-model';
import type { CatalogProduct } from '../data/catalog';
import { HttpError } from '../lib/http';
import type { QuoteStatus } from '../lib/types';
import type { CartRecord, ItemRecord, QuoteTerms } from '../state';

// A quote's prices, dates and status (docs/business-rules.md#quote-prices): pure rules shared by
// the quote, pricing-request and test handlers.

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `day`. */
/** 'Nov 23, 2026' for a day (YYYY-MM-DD), as the screens write dates. */
export const dayText = (day: string): string =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));

export const addDays = (day: string, days: number): string =>
  dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

export const freshTerms = (now: number): QuoteTerms => ({
  savedAt: new Date(now).toISOString(),
  validUntil: null,
  phase: 'DRAFT',
  offer: null,
  messages: [],
  orderId: null,
  orderNumber: null,
});

/** Every line priced as the catalog prices it now. */
export function holdTodaysPrices(items: ItemRecord[], byId: Map<number, CatalogProduct>) {
  for (const item of items) item.heldCents = toCents(byId.get(item.productId)!.price);
}

/** A quote record's terms; every quote has them (a record saved before them gets fresh ones). */
export function termsOf(quote: CartRecord, now: number): QuoteTerms {
  quote.terms ??= freshTerms(now);
  return quote.terms;
}

/** An open offer holds until its own date; otherwise the quote's (saved, or an accepted offer's). */
export function validUntil(terms: QuoteTerms, quoteDays: number): string {
  if (terms.phase === 'OFFER_RECEIVED' && terms.offer) return terms.offer.validUntil;
  return terms.validUntil ?? addDays(dayOf(Date.parse(terms.savedAt)), quoteDays);
}

/** Past its last day, a Draft, an offer or an accepted quote reads Expired; a request waits for staff. */
export function isExpired(terms: QuoteTerms, quoteDays: number, now: number): boolean {
  if (terms.phase === 'PRICING_REQUESTED' || terms.phase === 'ORDERED') return false;
  return dayOf(now) > validUntil(terms, quoteDays);
}

export function statusOf(terms: QuoteTerms, quoteDays: number, now: number): QuoteStatus {
  return isExpired(terms, quoteDays, now) ? 'EXPIRED' : terms.phase;
}

/** A refused move: 409 naming why; the handler's changes are rolled back with it. */
export const refuse = (why: string) => new HttpError(409, why);

/** Moves nobody may make on an ordered quote. */
export function requireNotOrdered(terms: QuoteTerms) {
  if (terms.phase === 'ORDERED')
    throw refuse(`This quote was ordered already (order ${terms.orderNumber}).`);
}

/** Lines change, and the quote moves to the cart, only without an open request. */
export function requireEditable(terms: QuoteTerms, doing = 'changing the quote') {
  requireNotOrdered(terms);
  if (terms.phase === 'PRICING_REQUESTED')
    throw refuse(`Withdraw the pricing request before ${doing}.`);
  if (terms.phase === 'OFFER_RECEIVED')
    throw refuse(`Accept the offer, ask again or withdraw the request before ${doing}.`);
}

/** The plain-text message of a request, an answer or an offer's reply. */
export function messageText(v: unknown, label = 'a message'): string {
  const text = typeof v === 'string' ? v.trim() : '';
  if (!text || (typeof v === 'string' && v.length > 1000))
    throw new HttpError(400, `Please write ${label} (at most 1,000 characters).`);
  return text;
}
