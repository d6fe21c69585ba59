import { divRound, toCents } from '../../src/lib/cart-model';
import { badRequest, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { PricingRequest, ReplyOf } from '../lib/types';
import { asObject } from '../lib/validate';
import { fullName, ownerOf } from '../domain/company';
import { addDays, dayOf, messageText, refuse, termsOf } from '../domain/quotes';
import { findAccount, type CartRecord, type QuoteTerms } from '../state';
import { requireStaff } from './common';
import { renderQuote } from './quote-view';

// Staff's side of special pricing (docs/business-rules.md#quote-prices): the open requests of
// every dealer, one request, and the offer that answers it. Staff only, while not acting.

const OFFER_DAYS = 90;
const NOT_STAFF = 'Only staff can answer pricing requests.';

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Every dealer's quote with the dealer's e-mail. */
function everyQuote(ctx: Ctx): { email: string; quote: CartRecord }[] {
  return Object.entries(ctx.state.data).flatMap(([email, data]) =>
    data.quotes.map((quote) => ({ email, quote })),
  );
}

const wasRequested = (terms: QuoteTerms) =>
  terms.messages.some((m) => m.kind === 'PRICING_REQUESTED');

function view(ctx: Ctx, email: string, quote: CartRecord): PricingRequest {
  const account = findAccount(ctx.state, email)!;
  const terms = termsOf(quote, ctx.now);
  const asked = terms.messages.filter(
    (m) => m.kind === 'PRICING_REQUESTED' || m.kind === 'ASKED_AGAIN',
  );
  const rendered = renderQuote(ctx, quote);
  return {
    quoteId: quote.id,
    status: rendered.status,
    dealer: { id: account.id, name: fullName(account), email: account.email },
    companyName: ownerOf(ctx.state, account).info.companyName ?? null,
    requestedAt: asked.at(-1)?.at ?? terms.savedAt,
    quote: rendered,
  };
}

function findRequest(ctx: Ctx) {
  const id = Number(ctx.params.id);
  const found = everyQuote(ctx).find(({ quote }) => quote.id === id);
  if (!found || !wasRequested(termsOf(found.quote, ctx.now)))
    throw notFound('Pricing request not found.');
  return found;
}

export function listPricingRequests(ctx: Ctx): ReplyOf<'listPricingRequests'> {
  requireStaff(ctx, NOT_STAFF);
  const open = everyQuote(ctx)
    .filter(({ quote }) => termsOf(quote, ctx.now).phase === 'PRICING_REQUESTED')
    .map(({ email, quote }) => view(ctx, email, quote))
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.quoteId - b.quoteId);
  return { status: 200, body: open };
}

export function getPricingRequest(ctx: Ctx): ReplyOf<'getPricingRequest'> {
  requireStaff(ctx, NOT_STAFF);
  const { email, quote } = findRequest(ctx);
  return { status: 200, body: view(ctx, email, quote) };
}

/** Why staff may not offer on this quote now, or null when it reads Pricing Requested. */
function offerRefusal(terms: QuoteTerms): string | null {
  switch (terms.phase) {
    case 'PRICING_REQUESTED':
      return null;
    case 'OFFER_RECEIVED':
      return 'An offer was sent already; the dealer has not answered it.';
    case 'ACCEPTED':
      return 'The dealer accepted an offer on this quote already.';
    case 'ORDERED':
      return `This quote was ordered already (order ${terms.orderNumber}).`;
    default:
      return terms.messages.at(-1)?.kind === 'REQUEST_WITHDRAWN'
        ? 'The dealer withdrew this pricing request.'
        : 'This quote has no open pricing request.';
  }
}

function readDate(v: unknown, today: string): string {
  const last = addDays(today, OFFER_DAYS);
  const ok = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;
  if (!ok || v < today || v > last)
    throw badRequest(`The offer must hold from today to ${OFFER_DAYS} days ahead (${last}).`);
  return v;
}

/** Offered unit prices in cents by cartItemId: every line, named ones at their price. */
function offeredPrices(quote: CartRecord, b: Record<string, unknown>, now: (id: number) => number) {
  const prices: Record<string, number> = {};
  const percent = b.percentOff;
  if ((percent === undefined) === (b.lines === undefined))
    throw badRequest('Send either a price per line or a percentage off, not both.');
  if (percent !== undefined) {
    if (!Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 90)
      throw badRequest('The percentage off must be a whole number from 1 to 90.');
    for (const i of quote.items)
      prices[i.cartItemId] = divRound(now(i.cartItemId) * (100 - (percent as number)), 100);
    return { prices, percentOff: percent as number };
  }
  if (!Array.isArray(b.lines) || b.lines.length === 0)
    throw badRequest('lines must name at least one line with its price.');
  for (const i of quote.items) prices[i.cartItemId] = now(i.cartItemId);
  for (const entry of b.lines) {
    const { cartItemId, price } = asObject(entry);
    const item = quote.items.find((i) => i.cartItemId === cartItemId);
    if (!item) throw badRequest(`The quote has no line ${String(cartItemId)}.`);
    const cents = typeof price === 'number' && price > 0 ? toCents(price) : 0;
    if (cents < 1) throw badRequest('An offered price must be more than $0.00.');
    if (cents > now(item.cartItemId))
      throw badRequest(
        `An offered price cannot be above the line's price (${dollars(now(item.cartItemId))}).`,
      );
    prices[item.cartItemId] = cents;
  }
  return { prices, percentOff: null };
}

export function sendQuoteOffer(ctx: Ctx): ReplyOf<'sendQuoteOffer'> {
  const staff = requireStaff(ctx, NOT_STAFF);
  const { email, quote } = findRequest(ctx);
  const terms = termsOf(quote, ctx.now);
  const refusal = offerRefusal(terms);
  if (refusal) throw refuse(refusal);
  const b = asObject(ctx.body);
  const validUntil = readDate(b.validUntil, dayOf(ctx.now));
  const reply = messageText(b.reply, 'a reply');
  const current = renderQuote(ctx, quote).items;
  const priceNow = (id: number) => toCents(current.find((i) => i.cartItemId === id)!.price);
  const { prices, percentOff } = offeredPrices(quote, b, priceNow);
  const at = new Date(ctx.now).toISOString();
  const name = fullName(staff.account);
  terms.offer = { offeredAt: at, offeredBy: name, validUntil, percentOff, prices };
  terms.phase = 'OFFER_RECEIVED';
  terms.messages.push({ kind: 'OFFER_SENT', from: 'STAFF', name, text: reply, at });
  return { status: 200, body: view(ctx, email, quote) };
}
