import { HttpError } from '../lib/http';
import { asObject } from '../lib/validate';
import { addDays, termsOf } from '../domain/quotes';
import type { State } from '../state';
import type { CatalogProduct } from './catalog';

// Test-only `POST /__quote` (docs/demo.md): ages a quote by `days` (its saving, offer and
// messages move that many days into the past) and sets the unit prices it holds, in cents by
// SKU, as if the catalog's prices had changed since it was saved. The API never does either.

const DAY_MS = 86_400_000;

const earlier = (iso: string, days: number) =>
  new Date(Date.parse(iso) - days * DAY_MS).toISOString();

export function changeTestQuote(
  state: State,
  byId: ReadonlyMap<number, CatalogProduct>,
  raw: unknown,
  now: number,
) {
  const b = asObject(raw);
  const quoteId = b.quoteId;
  const days = b.days ?? 0;
  const prices = (b.prices ?? {}) as Record<string, unknown>;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0)
    throw new HttpError(400, 'days must be a whole number of days, 0 or more.');
  if (typeof prices !== 'object' || Object.values(prices).some((c) => !Number.isInteger(c)))
    throw new HttpError(400, 'prices must give whole cents by SKU.');
  const quote = Object.values(state.data)
    .flatMap((d) => d.quotes)
    .find((q) => q.id === quoteId);
  if (!quote) throw new HttpError(404, 'Quote not found.');
  const terms = termsOf(quote, now);
  terms.savedAt = earlier(terms.savedAt, days);
  if (terms.validUntil) terms.validUntil = addDays(terms.validUntil, -days);
  if (terms.offer) {
    terms.offer.offeredAt = earlier(terms.offer.offeredAt, days);
    terms.offer.validUntil = addDays(terms.offer.validUntil, -days);
  }
  for (const m of terms.messages) m.at = earlier(m.at, days);
  for (const item of quote.items) {
    const cents = prices[byId.get(item.productId)!.sku];
    if (cents !== undefined) item.heldCents = cents as number;
  }
  return { ok: true };
}
