import { badRequest } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import { asObject } from '../lib/validate';
import { fullName } from '../domain/company';
import {
  dayText,
  isExpired,
  messageText,
  refuse,
  requireNotOrdered,
  termsOf,
} from '../domain/quotes';
import type { CartRecord, QuoteMessageRecord, QuoteTerms } from '../state';
import { findQuote, requireUser } from './common';
import { renderQuote } from './quote-view';

// The dealer's side of a quote's special pricing (docs/business-rules.md#quote-prices). Every
// move the status table does not allow is a 409 naming why; a refused call changes nothing.

function ownQuote(ctx: Ctx) {
  const who = requireUser(ctx);
  const quote = findQuote(who.data, ctx.params.id);
  const terms = termsOf(quote, ctx.now);
  requireNotOrdered(terms);
  const say = (kind: QuoteMessageRecord['kind'], text: string | null) =>
    terms.messages.push({
      kind,
      from: 'DEALER',
      name: fullName(who.account),
      text,
      at: new Date(ctx.now).toISOString(),
    });
  return { quote, terms, say, expired: isExpired(terms, ctx.world.config.quoteDays, ctx.now) };
}

/** Line notes of a request, each on a line of this quote, at most 500 characters. */
function readNotes(quote: CartRecord, raw: unknown): Map<number, string> {
  const notes = new Map<number, string>();
  if (raw === undefined) return notes;
  if (!Array.isArray(raw)) throw badRequest('lines must be a list of { cartItemId, note }.');
  for (const entry of raw) {
    const { cartItemId, note } = asObject(entry);
    if (!quote.items.some((i) => i.cartItemId === cartItemId))
      throw badRequest(`The quote has no line ${String(cartItemId)}.`);
    if (typeof note !== 'string' || note.length > 500)
      throw badRequest('A line note must be text of at most 500 characters.');
    if (note.trim()) notes.set(cartItemId as number, note.trim());
  }
  return notes;
}

export function requestQuotePricing(ctx: Ctx): ReplyOf<'requestQuotePricing'> {
  const { quote, terms, say, expired } = ownQuote(ctx);
  const b = asObject(ctx.body);
  const message = messageText(b.message);
  const notes = readNotes(quote, b.lines);
  if (terms.phase === 'PRICING_REQUESTED')
    throw refuse('A pricing request is already open for this quote.');
  if (!expired && terms.phase === 'OFFER_RECEIVED')
    throw refuse('This quote has an offer: accept it or ask again.');
  if (!expired && terms.phase === 'ACCEPTED')
    throw refuse("This quote's offer was accepted; its prices hold until its date.");
  for (const item of quote.items) item.note = notes.get(item.cartItemId) ?? null;
  terms.phase = 'PRICING_REQUESTED';
  terms.offer = null;
  say('PRICING_REQUESTED', message);
  return { status: 200, body: renderQuote(ctx, quote) };
}

/** Back to Draft; an offer not taken goes with it. */
export function withdrawQuotePricing(ctx: Ctx): ReplyOf<'withdrawQuotePricing'> {
  const { quote, terms, say } = ownQuote(ctx);
  if (terms.phase !== 'PRICING_REQUESTED' && terms.phase !== 'OFFER_RECEIVED')
    throw refuse('This quote has no open pricing request.');
  terms.phase = 'DRAFT';
  terms.offer = null;
  say('REQUEST_WITHDRAWN', null);
  return { status: 200, body: renderQuote(ctx, quote) };
}

function requireOffer(terms: QuoteTerms) {
  if (terms.phase === 'ACCEPTED') throw refuse('This offer was accepted already.');
  if (terms.phase !== 'OFFER_RECEIVED' || !terms.offer)
    throw refuse(
      terms.phase === 'PRICING_REQUESTED'
        ? 'Staff have not answered this pricing request yet.'
        : 'This quote has no offer to answer.',
    );
  return terms.offer;
}

/** The offered prices become the ones the quote holds, until the offer's date. */
export function acceptQuoteOffer(ctx: Ctx): ReplyOf<'acceptQuoteOffer'> {
  const { quote, terms, say, expired } = ownQuote(ctx);
  const offer = requireOffer(terms);
  if (expired) throw refuse(`This offer expired on ${dayText(offer.validUntil)}.`);
  for (const item of quote.items) {
    const price = offer.prices[String(item.cartItemId)];
    if (price !== undefined) item.heldCents = price;
  }
  terms.phase = 'ACCEPTED';
  terms.validUntil = offer.validUntil;
  say('OFFER_ACCEPTED', null);
  return { status: 200, body: renderQuote(ctx, quote) };
}

/** A new message on an offer (expired or not): Pricing Requested again, the history kept. */
export function askQuoteAgain(ctx: Ctx): ReplyOf<'askQuoteAgain'> {
  const { quote, terms, say } = ownQuote(ctx);
  const message = messageText(asObject(ctx.body).message);
  requireOffer(terms);
  terms.phase = 'PRICING_REQUESTED';
  terms.offer = null;
  say('ASKED_AGAIN', message);
  return { status: 200, body: renderQuote(ctx, quote) };
}
