import { formatDay, formatMoney, prettifyStatus } from '@ds';
import type { Quote } from '../api/quotes';

// How a quote's status and date read on screen (docs/business-rules.md#quote-prices).

export type QuoteStatus = Quote['status'];

const STATUSES: QuoteStatus[] = [
  'DRAFT',
  'PRICING_REQUESTED',
  'OFFER_RECEIVED',
  'ACCEPTED',
  'EXPIRED',
  'ORDERED',
];

/** 'Draft', 'Pricing Requested', ... in the order a quote moves through them. */
export const QUOTE_STATUS_OPTIONS = STATUSES.map((value) => ({
  value,
  label: prettifyStatus(value),
}));

/** A pricing request or an offer holds the lines as they are, and an ordered quote is done. */
export const linesLocked = (quote: Pick<Quote, 'status'>): boolean =>
  quote.status === 'PRICING_REQUESTED' ||
  quote.status === 'OFFER_RECEIVED' ||
  quote.status === 'ORDERED';

/** 'Valid until Jan 2, 2027', 'Expired on Jan 2, 2027', or the order an ordered quote became. */
export function validityText(quote: Pick<Quote, 'status' | 'validUntil' | 'orderNumber'>): string {
  if (quote.status === 'ORDERED') return `Ordered as order ${quote.orderNumber}`;
  const day = formatDay(quote.validUntil);
  return quote.status === 'EXPIRED' ? `Expired on ${day}` : `Valid until ${day}`;
}

type PriceChange = { sku: string; quotePrice: number; price: number };

/** 'TPW-B12 $189.00 → $199.00, TPW-WT33 $90.50 → $96.00': the lines an expired quote re-priced. */
export const priceChangeReport = (changes: readonly PriceChange[]): string =>
  changes.map((c) => `${c.sku} ${formatMoney(c.quotePrice)} → ${formatMoney(c.price)}`).join(', ');
