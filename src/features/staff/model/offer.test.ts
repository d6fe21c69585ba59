import { describe, expect, it } from 'vitest';
import { offerSchema } from '../schemas/offer';
import { requestAge } from './pricing-request';
import { addDays, offerIssues, OFFER_MESSAGES, toOfferBody, type OfferValues } from './offer';

const ctx = {
  today: '2026-12-04',
  lines: [
    { cartItemId: 11, sku: 'TPW-B12', priceCents: 18900 },
    { cartItemId: 12, sku: 'TPW-WT33', priceCents: 9600 },
  ],
};
const valid: OfferValues = {
  mode: 'percent',
  percentOff: '10',
  prices: ['', ''],
  validUntil: '2027-01-03',
  reply: ' 10 % off. ',
};
const messages = (v: Partial<OfferValues>) =>
  Object.fromEntries(
    offerIssues({ ...valid, ...v }, ctx).map((i) => [i.path.join('.'), i.message]),
  );

describe('Send Offer rules', () => {
  it('a whole percentage from 1 to 90, sent as a number with the trimmed reply', () => {
    expect(messages({})).toEqual({});
    for (const percentOff of ['', '0', '91', '99', '12.5', '-5', 'ten'])
      expect(messages({ percentOff })).toEqual({ percentOff: OFFER_MESSAGES.percent });
    expect(messages({ percentOff: '90' })).toEqual({});
    expect(toOfferBody(valid, ctx)).toEqual({
      percentOff: 10,
      validUntil: '2027-01-03',
      reply: '10 % off.',
    });
  });

  it('a price per line: above $0.00, at most the line’s price, in whole cents, blank keeps it', () => {
    const lines = { mode: 'lines' as const };
    expect(messages({ ...lines })).toEqual({ 'prices.0': OFFER_MESSAGES.noLine });
    expect(messages({ ...lines, prices: ['0', ''] })).toEqual({ 'prices.0': OFFER_MESSAGES.price });
    expect(messages({ ...lines, prices: ['', '96.01'] })).toEqual({
      'prices.1': "At most $96.00, the line's price now.",
    });
    const v = { ...valid, ...lines, prices: ['180.105', ''] };
    expect(offerIssues(v, ctx)).toEqual([]);
    // 180.105 dollars is 18011 cents (half away from zero), sent back as dollars.
    expect(toOfferBody(v, ctx)).toEqual({
      lines: [{ cartItemId: 11, price: 180.11 }],
      validUntil: '2027-01-03',
      reply: '10 % off.',
    });
  });

  it('a date after today, at most 90 days ahead', () => {
    expect(messages({ validUntil: '' })).toEqual({ validUntil: OFFER_MESSAGES.date });
    expect(messages({ validUntil: '2026-02-30' })).toEqual({ validUntil: OFFER_MESSAGES.date });
    expect(messages({ validUntil: '2026-12-04' })).toEqual({ validUntil: OFFER_MESSAGES.past });
    expect(messages({ validUntil: addDays(ctx.today, 1) })).toEqual({});
    expect(messages({ validUntil: addDays(ctx.today, 90) })).toEqual({});
    expect(messages({ validUntil: addDays(ctx.today, 91) })).toEqual({
      validUntil: 'Choose a date at most 90 days ahead (Mar 4, 2027).',
    });
  });

  it('a reply of 1 to 1,000 characters, not only spaces', () => {
    expect(messages({ reply: '  ' })).toEqual({ reply: OFFER_MESSAGES.reply });
    expect(messages({ reply: 'x'.repeat(1000) })).toEqual({});
    expect(messages({ reply: 'x'.repeat(1001) })).toEqual({ reply: OFFER_MESSAGES.replyMax });
  });

  it('the zod schema reports the same issues on the same fields', () => {
    const parsed = offerSchema(ctx).safeParse({ ...valid, percentOff: '95', reply: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['percentOff', OFFER_MESSAGES.percent],
      ['reply', OFFER_MESSAGES.reply],
    ]);
  });
});

describe('request age', () => {
  const now = Date.parse('2026-12-04T10:00:00Z');
  it('reads in hours under a day, then in days', () => {
    expect(requestAge('2026-12-04T09:30:00Z', now)).toBe('under an hour');
    expect(requestAge('2026-12-04T09:00:00Z', now)).toBe('1 hour');
    expect(requestAge('2026-12-03T11:00:00Z', now)).toBe('23 hours');
    expect(requestAge('2026-12-03T10:00:00Z', now)).toBe('1 day');
    expect(requestAge('2026-12-01T09:00:00Z', now)).toBe('3 days');
  });
});
