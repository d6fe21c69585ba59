import { toCents } from '@/lib/cart-model';
import type { Quote } from '../api/quotes';
import { linesLocked } from './quote-status';

// What the dealer may do with a quote's special pricing, and the offer's arithmetic in cents
// (docs/business-rules.md#quote-prices: the status table).

type PricingQuote = Pick<Quote, 'status' | 'offer' | 'messages' | 'createdBy'>;

/** The offer was sent and not taken before its date: it can still be asked again or withdrawn. */
function offerLapsed(quote: PricingQuote): boolean {
  if (quote.status !== 'EXPIRED' || !quote.offer) return false;
  const last = quote.messages.findLast(
    (m) => m.kind === 'OFFER_SENT' || m.kind === 'OFFER_ACCEPTED',
  );
  return last?.kind === 'OFFER_SENT';
}

export type PricingMoves = {
  request: boolean;
  withdraw: boolean;
  accept: boolean;
  askAgain: boolean;
  /** Delete This Cart. */
  remove: boolean;
  /** Lines, styles and Move to Shopping Cart are refused; why, in one sentence. */
  lockedBecause: string | null;
};

/** The moves the status table allows the dealer on this quote. */
export function pricingMoves(quote: PricingQuote): PricingMoves {
  // The Owner reads a team member's quote; only its author changes it (the API answers 404).
  if (quote.createdBy)
    return {
      request: false,
      withdraw: false,
      accept: false,
      askAgain: false,
      remove: false,
      lockedBecause: `${quote.createdBy} saved this quote, so only they can change it.`,
    };
  const lapsed = offerLapsed(quote);
  const open = quote.status === 'PRICING_REQUESTED' || quote.status === 'OFFER_RECEIVED' || lapsed;
  const locked = linesLocked(quote) || lapsed;
  return {
    request: quote.status === 'DRAFT' || quote.status === 'EXPIRED',
    withdraw: open,
    accept: quote.status === 'OFFER_RECEIVED',
    askAgain: quote.status === 'OFFER_RECEIVED' || lapsed,
    // The API refuses it while staff answer or their offer waits (the request is withdrawn first).
    remove: !open,
    lockedBecause: !locked
      ? null
      : quote.status === 'ORDERED'
        ? 'This quote was ordered, so its lines cannot be changed.'
        : 'A pricing request is open, so the lines cannot be changed. Withdraw Request first to edit them or delete the quote.',
  };
}

export type OfferRow = {
  cartItemId: number;
  sku: string;
  quantity: number;
  listCents: number;
  offeredCents: number;
  /** (list − offered) × quantity. */
  savingCents: number;
};

type OfferLine = Pick<
  Quote['items'][number],
  'cartItemId' | 'sku' | 'quantity' | 'listPrice' | 'offeredPrice'
>;

/** The offer line by line beside the list prices, with the saving of each line and in total. */
export function offerRows(items: readonly OfferLine[]): { rows: OfferRow[]; totalCents: number } {
  const rows = items.map((i) => {
    const listCents = toCents(i.listPrice);
    const offeredCents = i.offeredPrice === null ? listCents : toCents(i.offeredPrice);
    return {
      cartItemId: i.cartItemId,
      sku: i.sku,
      quantity: i.quantity,
      listCents,
      offeredCents,
      savingCents: (listCents - offeredCents) * i.quantity,
    };
  });
  return { rows, totalCents: rows.reduce((sum, r) => sum + r.savingCents, 0) };
}

type Message = Quote['messages'][number];

/** What each turn of the history did, as the history lists it. */
export const MESSAGE_KIND_TEXT: Record<Message['kind'], string> = {
  PRICING_REQUESTED: 'Requested special pricing',
  REQUEST_WITHDRAWN: 'Withdrew the request',
  OFFER_SENT: 'Sent an offer',
  OFFER_ACCEPTED: 'Accepted the offer',
  ASKED_AGAIN: 'Asked again',
};
