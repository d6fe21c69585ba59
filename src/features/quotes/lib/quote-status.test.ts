import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuote } from '../../../../tests/unit/builders';
import { formatDay } from '@ds';
import { QUOTE_STATUS_OPTIONS, priceChangeReport, validityText } from './quote-status';

describe('quote status wording', () => {
  // West of UTC, a day parsed as UTC midnight would read as the day before.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('names every status as the screens show it', () => {
    expect(QUOTE_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Draft',
      'Pricing Requested',
      'Offer Received',
      'Accepted',
      'Expired',
      'Ordered',
    ]);
  });

  it('reads a calendar day as that day, not the day before in a time zone west of UTC', () => {
    expect(formatDay('2027-01-02')).toBe('Jan 2, 2027');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('says until when a quote holds, since when it expired, or which order it became', () => {
    expect(validityText(buildQuote({ validUntil: '2027-01-02' }))).toBe('Valid until Jan 2, 2027');
    expect(validityText(buildQuote({ status: 'ACCEPTED', validUntil: '2027-01-15' }))).toBe(
      'Valid until Jan 15, 2027',
    );
    expect(validityText(buildQuote({ status: 'EXPIRED', validUntil: '2026-11-30' }))).toBe(
      'Expired on Nov 30, 2026',
    );
    expect(
      validityText(buildQuote({ status: 'ORDERED', orderId: 8015, orderNumber: 'SO-208015' })),
    ).toBe('Ordered as order SO-208015');
  });

  it("names every re-priced line with the quote's price and today's", () => {
    expect(
      priceChangeReport([
        { sku: 'TPW-B12', quotePrice: 189, price: 199 },
        { sku: 'TPW-WT33', quotePrice: 90.5, price: 1096 },
      ]),
    ).toBe('TPW-B12 $189.00 → $199.00, TPW-WT33 $90.50 → $1,096.00');
  });
});
