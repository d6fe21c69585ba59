// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../src/lib/cart-model';
import { pdfText } from './lib/pdf-text';
import { quotePdf } from './pdf';
import { buildQuote } from '../tests/unit/builders';
import type { AccountInfo, Quote } from './lib/types';

// The quote PDF shows the screen's lines and totals, and a long description
// wraps inside its column instead of being cut at the column edge.
const LONG =
  'Base cabinet 12" with full-extension soft-close drawers, adjustable shelves, solid maple face frame and a hand-rubbed finish that goes on and on';

const item = (over: Partial<Quote['items'][number]>): Quote['items'][number] => ({
  cartItemId: 1,
  productId: 101,
  sku: 'TPW-B12',
  description: LONG,
  color: 'Thielsen Pigeon White',
  price: 189,
  quantity: 2,
  imageIndex: 1,
  qtyRestrictions: 10,
  isAssembled: true,
  isHingeable: true,
  hingeDirection: 'LEFT',
  hingeChosen: true,
  afmx: 1,
  skuPrefix: 'TPW',
  listPrice: 189,
  offeredPrice: null,
  note: null,
  ...over,
});

/** A Draft quote of these lines with their totals (the builder's dates: saved Dec 1, valid until Dec 31). */
const quoteOf = (items: Quote['items'], over: Partial<Quote> = {}): Quote =>
  buildQuote({ items, ...computeTotals(items, { isTaxable: true }), ...over });

const account = {
  firstName: 'Dana',
  lastName: 'Miller',
  email: 'dealer@example.com',
  companyName: 'Miller Kitchens',
  salesRep: 'Alex Rivera',
} as AccountInfo;

describe('quote PDF', () => {
  it('wraps long descriptions and shows the lines and totals of the screen', async () => {
    const items = [
      item({}),
      item({
        cartItemId: 2,
        sku: 'HW-PULL-128',
        description: 'Bar pull',
        price: 4.5,
        quantity: 10,
        isAssembled: false,
        hingeDirection: null,
        afmx: 0,
      }),
    ];
    const t = computeTotals(items, { isTaxable: true });
    const quote = quoteOf(items, { id: 7, poNumber: 'JOB-42' });
    const bytes = await quotePdf(quote, account);
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, bytes);
    const text = pdfText(bytes);
    // The whole description (and its colour) is there, drawn over several lines, none cut.
    expect(text.replace(/\n/g, ' ')).toContain(`${LONG} (Thielsen Pigeon White)`);
    expect(text.split('\n').some((l) => l.includes('12"') && l.includes('on and on'))).toBe(false);
    for (const expected of ['QUOTE JOB-42', 'TPW-B12', 'HW-PULL-128', '$378.00', '$45.00'])
      expect(text).toContain(expected);
    // The day its prices hold until.
    for (const expected of ['Valid until', '2026-12-31']) expect(text).toContain(expected);
    expect(t).toMatchObject({ subTotal: 423, assemblyFee: 40, tax: 25.38, totalPrice: 488.38 });
    for (const amount of ['$423.00', '$40.00', '$25.38', '$488.38']) expect(text).toContain(amount);
  });

  it('prints the job check: No issues found, or each block and warning by SKU', async () => {
    const draft = (items: Quote['items']) => quoteOf(items, { id: 8, poNumber: 'JOB-43' });
    const clean = pdfText(await quotePdf(draft([item({ description: 'Base 12' })]), account));
    expect(clean).toContain('Job Check');
    expect(clean).toContain('No issues found.');

    const items = [
      item({ description: 'Base 12', hingeChosen: false }),
      item({
        cartItemId: 2,
        productId: 102,
        sku: 'TPW-BER33',
        description: 'Base Easy Reach 33"',
        quantity: 1,
        isHingeable: false,
        hingeDirection: null,
        hingeChosen: false,
      }),
      item({
        cartItemId: 3,
        productId: 306,
        sku: 'TPG-B15',
        skuPrefix: 'TPG',
        description: 'Base 15',
        quantity: 1,
      }),
      item({
        cartItemId: 4,
        productId: 105,
        sku: 'TPW-W3630',
        description: 'Wall 36x30',
        quantity: 1,
        isAssembled: false,
        hingeDirection: null,
        stock: 0,
      }),
    ];
    const text = pdfText(await quotePdf(draft(items), account)).replace(/\n/g, ' ');
    expect(text).not.toContain('No issues found.');
    for (const expected of [
      'Blocks checkout:',
      '- TPW-W3630: Out of stock',
      'Warnings (checkout still goes ahead):',
      '- TPW-B12: Hinge side not chosen: Left is assumed',
      '- TPG-B15: Cabinets in more than one door style: 1 line(s) in TPG, the rest in TPW.',
      '- TPW-BER33: No Wooden Table in the order',
    ])
      expect(text).toContain(expected);
  });

  it('prints the status, the offer, the pricing history and the line notes as typed', async () => {
    const items = [
      item({ description: 'Base 12', note: 'Two for the <b>island</b>' }),
      item({ cartItemId: 2, sku: 'TPW-WT33', description: 'Wooden table', note: null }),
    ];
    const at = (day: number) => `2026-12-0${day}T10:00:00.000Z`;
    const quote = quoteOf(items, {
      id: 9,
      poNumber: 'JOB-44',
      savedAt: at(1),
      status: 'OFFER_RECEIVED',
      offer: { offeredAt: at(3), offeredBy: 'Sam Staff', validUntil: '2026-12-20', percentOff: 10 },
      messages: [
        {
          kind: 'PRICING_REQUESTED',
          from: 'DEALER',
          name: 'Dana Miller',
          text: 'Hill <i>kitchen</i>',
          at: at(2),
        },
        {
          kind: 'OFFER_SENT',
          from: 'STAFF',
          name: 'Sam Staff',
          text: '10 % off & more',
          at: at(3),
        },
      ],
    });
    const text = pdfText(await quotePdf(quote, account)).replace(/\n/g, ' ');
    for (const expected of [
      'Status: Offer Received',
      'Pricing History',
      'Offer from Sam Staff: 10 % off every line, valid until 2026-12-20.',
      '2026-12-02 Dana Miller (Dealer) requested special pricing: Hill <i>kitchen</i>',
      '2026-12-03 Sam Staff (Staff) sent an offer: 10 % off & more',
      'Note on TPW-B12: Two for the <b>island</b>',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Note on TPW-WT33');
  });

  it('has no Pricing History for a quote never sent for pricing', async () => {
    const items = [item({ description: 'Base 12' })];
    const quote = quoteOf(items, { id: 10, poNumber: 'JOB-45' });
    const text = pdfText(await quotePdf(quote, account)).replace(/\n/g, ' ');
    expect(text).toContain('Status: Draft');
    expect(text).not.toContain('Pricing History');
  });
});
