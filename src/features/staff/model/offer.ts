import { formatDay, formatMoney } from '@ds';
import { toCents, toDollars } from '@/lib/cart-model';
import type { SendOfferBody } from '../api/pricing-requests';

// The rules of Send Offer (docs/business-rules.md#quote-prices): a percentage off the whole quote
// or a price per line, a date the offer holds until and a reply, with the API's own limits (a
// whole 1 to 90 %, no line above its price now, at most 90 days ahead). Plain code, so the page
// loads no zod; schemas/offer.ts wraps these rules for the form and loads on the first check.

export const OFFER_DAYS = 90;
export const REPLY_MAX = 1000;
const DAY_MS = 86_400_000;

export const OFFER_MESSAGES = {
  percent: 'Enter a whole percentage from 1 to 90.',
  noLine: 'Enter an offered price for at least one line.',
  price: 'Enter a price above $0.00.',
  date: 'Choose the date the offer holds until.',
  past: 'Choose a date after today.',
  reply: 'Write a reply to the dealer.',
  replyMax: `The reply can be at most ${REPLY_MAX.toLocaleString('en-US')} characters.`,
} as const;

/** What the form checks against: today's UTC day and each line's price now. */
export type OfferContext = {
  today: string;
  lines: readonly { cartItemId: number; sku: string; priceCents: number }[];
};

type OfferMode = 'percent' | 'lines';

export type OfferValues = {
  mode: OfferMode;
  percentOff: string;
  /** One typed amount per line of the context, in its order; blank keeps the line's price. */
  prices: string[];
  validUntil: string;
  reply: string;
};

/** The UTC day `days` after `day`, YYYY-MM-DD. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const todayUtc = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/** The typed amount field holds '189.5'; a lone point is still blank. */
const blank = (v: string) => v.trim() === '' || v.trim() === '.';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;

type Issue = { path: (string | number)[]; message: string };

/** Every problem of the typed offer, each with the field it belongs beside. */
export function offerIssues(v: OfferValues, ctx: OfferContext): Issue[] {
  const issues: Issue[] = [];
  if (v.mode === 'percent') {
    const text = v.percentOff.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > 90)
      issues.push({ path: ['percentOff'], message: OFFER_MESSAGES.percent });
  } else {
    ctx.lines.forEach((line, i) => {
      const typed = v.prices[i] ?? '';
      if (blank(typed)) return;
      const cents = toCents(Number(typed));
      if (!(cents > 0)) issues.push({ path: ['prices', i], message: OFFER_MESSAGES.price });
      else if (cents > line.priceCents)
        issues.push({
          path: ['prices', i],
          message: `At most ${formatMoney(toDollars(line.priceCents))}, the line's price now.`,
        });
    });
    if (ctx.lines.length > 0 && ctx.lines.every((_, i) => blank(v.prices[i] ?? '')))
      issues.push({ path: ['prices', 0], message: OFFER_MESSAGES.noLine });
  }
  const last = addDays(ctx.today, OFFER_DAYS);
  if (!isDay(v.validUntil)) issues.push({ path: ['validUntil'], message: OFFER_MESSAGES.date });
  else if (v.validUntil <= ctx.today)
    issues.push({ path: ['validUntil'], message: OFFER_MESSAGES.past });
  else if (v.validUntil > last)
    issues.push({
      path: ['validUntil'],
      message: `Choose a date at most ${OFFER_DAYS} days ahead (${formatDay(last)}).`,
    });
  if (v.reply.trim() === '') issues.push({ path: ['reply'], message: OFFER_MESSAGES.reply });
  else if (v.reply.length > REPLY_MAX)
    issues.push({ path: ['reply'], message: OFFER_MESSAGES.replyMax });
  return issues;
}

/** The checked offer as the API takes it: prices in dollars from whole cents. */
export function toOfferBody(v: OfferValues, ctx: OfferContext): SendOfferBody {
  const common = { validUntil: v.validUntil, reply: v.reply.trim() };
  if (v.mode === 'percent') return { percentOff: Number(v.percentOff.trim()), ...common };
  const lines = ctx.lines.flatMap((line, i) => {
    const typed = v.prices[i] ?? '';
    return blank(typed)
      ? []
      : [{ cartItemId: line.cartItemId, price: toDollars(toCents(Number(typed))) }];
  });
  return { lines, ...common };
}
