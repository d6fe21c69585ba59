import type { Quote } from './lib/types';

// The quote PDF's Pricing History section (docs/business-rules.md#quote-prices): staff's offer,
// every turn of the history and each line's note, in plain text as typed.

const KIND_TEXT: Record<Quote['messages'][number]['kind'], string> = {
  PRICING_REQUESTED: 'requested special pricing',
  REQUEST_WITHDRAWN: 'withdrew the request',
  OFFER_SENT: 'sent an offer',
  OFFER_ACCEPTED: 'accepted the offer',
  ASKED_AGAIN: 'asked again',
};

/** The quote's status as the screens name it. */
export const STATUS_TEXT: Record<Quote['status'], string> = {
  DRAFT: 'Draft',
  PRICING_REQUESTED: 'Pricing Requested',
  OFFER_RECEIVED: 'Offer Received',
  ACCEPTED: 'Accepted',
  EXPIRED: 'Expired',
  ORDERED: 'Ordered',
};

/** The section's lines, or null for a quote that never had a pricing request. */
export function pricingHistoryLines(q: Quote): string[] | null {
  const notes = q.items.filter((i) => i.note);
  if (q.messages.length === 0 && notes.length === 0) return null;
  const offer = q.offer
    ? [
        `Offer from ${q.offer.offeredBy}: ${
          q.offer.percentOff !== null
            ? `${q.offer.percentOff} % off every line`
            : 'a price per line'
        }, valid until ${q.offer.validUntil}.`,
      ]
    : [];
  return [
    ...offer,
    ...q.messages.map(
      (m) =>
        `${m.at.slice(0, 10)} ${m.name} (${m.from === 'STAFF' ? 'Staff' : 'Dealer'}) ${KIND_TEXT[m.kind]}${m.text ? `: ${m.text}` : '.'}`,
    ),
    ...notes.map((i) => `Note on ${i.sku}: ${i.note}`),
  ];
}
