import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { fit, right, safe, wrap } from './pdf-layout';
import type { AccountInfo, Order, Quote } from './lib/types';
import { jobCheckLines } from './pdf-job-check';
import { pricingHistoryLines, STATUS_TEXT } from './pdf-pricing';

// Real, viewable PDFs for quotes and invoices (pdf-lib, standard Helvetica, US Letter).

interface Line {
  sku: string;
  description: string;
  options: string;
  quantity: number;
  unitPrice: number;
}

interface DocSpec {
  title: string;
  /** A line under the title, e.g. who placed an order for the dealer. */
  note?: string;
  meta: [string, string][];
  lines: Line[];
  totals: [string, number][];
  /** Titled blocks of plain text after the totals (the quote's Job Check and Pricing History). */
  sections?: { title: string; lines: string[] }[];
}

export const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const RED = rgb(0.63, 0.12, 0.13);
export const GREY = rgb(0.43, 0.43, 0.44);
const COLS = { sku: 50, description: 150, options: 330, qty: 420, unit: 470, total: 540 };

async function render(spec: DocSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setProducer('Dealer storefront demo API');
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  let y = 740;

  const header = () => {
    page.drawText('CABINET DIRECT - DEALER ORDERING', {
      x: 50,
      y: 752,
      size: 9,
      font: bold,
      color: GREY,
    });
    y = 720;
  };
  const tableHead = () => {
    page.drawRectangle({ x: 45, y: y - 4, width: 500, height: 16, color: rgb(0.94, 0.94, 0.94) });
    page.drawText('SKU', { x: COLS.sku, y, size: 9, font: bold });
    page.drawText('Description', { x: COLS.description, y, size: 9, font: bold });
    page.drawText('Options', { x: COLS.options, y, size: 9, font: bold });
    right(page, bold, 'Qty', COLS.qty + 20, y);
    right(page, bold, 'Unit', COLS.unit + 20, y);
    right(page, bold, 'Total', COLS.total, y);
    y -= 20;
  };

  header();
  page.drawText(safe(spec.title), { x: 50, y, size: 20, font: bold, color: RED });
  y -= 26;
  if (spec.note) {
    page.drawText(fit(font, spec.note, 495, 10), { x: 50, y, size: 10, font });
    y -= 20;
  }
  for (const [label, value] of spec.meta) {
    page.drawText(`${label}:`, { x: 50, y, size: 10, font: bold });
    page.drawText(fit(font, value, 380, 10), { x: 150, y, size: 10, font });
    y -= 15;
  }
  y -= 12;
  tableHead();
  for (const l of spec.lines) {
    // Long descriptions wrap inside their column; the row grows instead of cutting the text.
    const description = wrap(font, l.description, 168);
    const opts = wrap(font, l.options, 85);
    const extra = 11 * (Math.max(description.length, opts.length) - 1);
    if (y - extra < 140) {
      page = doc.addPage([612, 792]);
      header();
      tableHead();
    }
    page.drawText(fit(font, l.sku, 95), { x: COLS.sku, y, size: 9, font });
    description.forEach((text, i) =>
      page.drawText(text, { x: COLS.description, y: y - 11 * i, size: 9, font }),
    );
    opts.forEach((text, i) =>
      page.drawText(text, { x: COLS.options, y: y - 11 * i, size: 9, font }),
    );
    right(page, font, String(l.quantity), COLS.qty + 20, y);
    right(page, font, money(l.unitPrice), COLS.unit + 20, y);
    right(page, font, money(l.unitPrice * l.quantity), COLS.total, y);
    y -= 16 + extra;
  }
  if (spec.lines.length === 0) {
    page.drawText('No items.', { x: COLS.sku, y, size: 9, font, color: GREY });
    y -= 16;
  }
  y -= 8;
  page.drawLine({
    start: { x: 360, y: y + 10 },
    end: { x: 545, y: y + 10 },
    thickness: 0.5,
    color: GREY,
  });
  for (const [label, value] of spec.totals) {
    const isTotal = label === 'Total';
    const f = isTotal ? bold : font;
    page.drawText(label, { x: 370, y, size: isTotal ? 11 : 10, font: f });
    right(page, f, money(value), COLS.total, y, isTotal ? 11 : 10);
    y -= isTotal ? 18 : 15;
  }
  for (const section of spec.sections ?? []) {
    // The title, then the text wrapped, going on over further pages instead of running off the bottom.
    const texts = [section.title, ...section.lines.flatMap((l) => wrap(font, l, 495))];
    y -= 14;
    texts.forEach((text, i) => {
      if (y < (i === 0 ? 90 : 50)) {
        page = doc.addPage([612, 792]);
        header();
      }
      const title = i === 0;
      page.drawText(safe(text), { x: 50, y, size: title ? 12 : 9, font: title ? bold : font });
      y -= title ? 16 : 12;
    });
  }
  return doc.save();
}

const options = (isAssembled: boolean, hinge: string | null) =>
  isAssembled ? `Assembled${hinge ? `, hinge ${hinge}` : ''}` : '';

export function quotePdf(q: Quote, account: AccountInfo): Promise<Uint8Array> {
  const history = pricingHistoryLines(q);
  return render({
    title: `QUOTE ${q.poNumber ?? 'Untitled PO Number'}`,
    meta: [
      ['Quote number', String(q.id)],
      ['Status', STATUS_TEXT[q.status]],
      // The prices below hold until this day (docs/business-rules.md#quote-prices).
      [q.status === 'EXPIRED' ? 'Expired on' : 'Valid until', q.validUntil],
      [
        'Dealer',
        `${account.firstName} ${account.lastName}, ${account.companyName ?? ''}`.replace(/, $/, ''),
      ],
      ['E-mail', account.email],
      ['Sales rep', account.salesRep ?? '-'],
    ],
    lines: q.items.map((i) => ({
      sku: i.sku,
      description: `${i.description ?? ''}${i.color && i.color !== 'Generic' ? ` (${i.color})` : ''}`,
      options: options(i.isAssembled, i.hingeDirection),
      quantity: i.quantity,
      unitPrice: i.price,
    })),
    totals: [
      ['Subtotal', q.subTotal],
      ['Assembly Fee', q.assemblyFee],
      ['Tax', q.tax],
      ['Total', q.totalPrice],
    ],
    sections: [
      { title: 'Job Check', lines: jobCheckLines(q.items) },
      ...(history ? [{ title: 'Pricing History', lines: history }] : []),
    ],
  });
}

/** 'PO-1001 (no. 7001) · special pricing offer of 2026-12-02'. */
const orderQuoteText = (q: NonNullable<Order['quote']>) =>
  `${q.poNumber ?? 'Untitled PO Number'} (no. ${q.id}) · special pricing offer of ${q.offeredAt.slice(0, 10)}`;

export function invoicePdf(o: Order, account: AccountInfo): Promise<Uint8Array> {
  const t = o.transactionDetails;
  const billing = t?.billingAddress;
  return render({
    title: `INVOICE ${o.salesOrderNumber}`,
    note: o.approval
      ? `Requested by ${o.approval.requestedBy}, approved by ${o.approval.approvedBy}`
      : o.placedBy
        ? `Placed by ${o.placedBy.staffEmail} for ${o.placedBy.dealerCompany}`
        : undefined,
    meta: [
      ['Order date', o.createdAt.slice(0, 10)],
      ['Status', o.status],
      ['PO number', o.poNumber ?? '-'],
      // The prices came from an accepted special-pricing offer (docs/business-rules.md#quote-prices).
      ...(o.quote ? ([['From quote', orderQuoteText(o.quote)]] as [string, string][]) : []),
      [
        'Dealer',
        `${account.firstName} ${account.lastName}, ${account.companyName ?? ''}`.replace(/, $/, ''),
      ],
      ['Paid with', t ? `${t.cardType} ${t.cardNumber}` : 'No payment required'],
      [
        'Bill to',
        billing
          ? `${billing.firstName} ${billing.lastName}, ${billing.address}, ${billing.city}, ${billing.state} ${billing.zipCode}, ${billing.country}`
          : '-',
      ],
    ],
    lines: o.OrderItems.map((i) => ({
      sku: i.sku,
      description: `${i.description ?? ''}${i.color && i.color !== 'Generic' ? ` (${i.color})` : ''}`,
      options: options(i.isAssembled, i.hingeDirection),
      quantity: i.quantity,
      unitPrice: i.unitPrice,
    })),
    totals: [
      ['Subtotal', o.totalAmount],
      ...(o.discountAmount > 0 ? ([['Discount', -o.discountAmount]] as [string, number][]) : []),
      ['Tax', o.taxAmount],
      ['Assembly Fee', o.assemblyFee],
      ['Total', o.finalAmount],
    ],
  });
}
