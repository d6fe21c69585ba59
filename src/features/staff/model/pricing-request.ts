// How a pricing request reads on staff's screens (docs/business-rules.md#quote-prices).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long a request has waited: 'under an hour', '5 hours', '1 day', '3 days'. */
export function requestAge(requestedAt: string, now: number): string {
  const waited = Math.max(0, now - Date.parse(requestedAt));
  if (waited < HOUR_MS) return 'under an hour';
  if (waited < DAY_MS) return plural(Math.floor(waited / HOUR_MS), 'hour');
  return plural(Math.floor(waited / DAY_MS), 'day');
}

const KIND_LABELS = {
  PRICING_REQUESTED: 'asked for special pricing',
  REQUEST_WITHDRAWN: 'withdrew the request',
  OFFER_SENT: 'sent an offer',
  OFFER_ACCEPTED: 'accepted the offer',
  ASKED_AGAIN: 'asked again',
} as const;

/** 'Dana Miller asked for special pricing': who did what in one turn of the history. */
export const messageHeading = (m: { kind: keyof typeof KIND_LABELS; name: string }): string =>
  `${m.name} ${KIND_LABELS[m.kind]}`;
