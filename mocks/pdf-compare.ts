import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { availabilityText, toDollars, type StyleRow } from '../src/lib/cart-model';
import type { AccountInfo } from './lib/types';
import { GREY, RED, money } from './pdf';
import { fit, right } from './pdf-layout';

// The Compare Styles table as a PDF for the dealer's customer (pdf-lib, Helvetica, US Letter
// landscape), laid out like the quote PDF: header, title, facts, then one row per style with the
// lines that do not carry over listed under it.

export interface ComparisonSpec {
  rows: readonly StyleRow[];
  account: AccountInfo;
  poNumber: string | null;
  /** YYYY-MM-DD. */
  date: string;
  quoteId: number | null;
  isTaxable: boolean;
  discount: { code: string; rate: number } | null;
}

const WIDTH = 792;
const HEIGHT = 612;
const LEFT = 50;
const COLS = { subtotal: 370, assembly: 460, tax: 530, total: 620, availability: 640 };
const BOTTOM = 60;

const dealerName = (a: AccountInfo) =>
  a.companyName?.trim() || `${a.firstName} ${a.lastName}`.trim() || a.email;

export async function styleComparisonPdf(spec: ComparisonSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Compare Styles');
  doc.setProducer('Dealer storefront demo API');
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  let y = 0;

  const header = () => {
    page.drawText('CABINET DIRECT - DEALER ORDERING', {
      x: LEFT,
      y: HEIGHT - 40,
      size: 9,
      font: bold,
      color: GREY,
    });
    y = HEIGHT - 68;
  };
  const tableHead = () => {
    page.drawRectangle({
      x: LEFT - 5,
      y: y - 4,
      width: WIDTH - 2 * LEFT + 10,
      height: 16,
      color: rgb(0.94, 0.94, 0.94),
    });
    page.drawText('Style', { x: LEFT, y, size: 9, font: bold });
    right(page, bold, 'Subtotal', COLS.subtotal, y);
    right(page, bold, 'Assembly Fee', COLS.assembly, y);
    right(page, bold, 'Tax', COLS.tax, y);
    right(page, bold, 'Total', COLS.total, y);
    page.drawText('Availability', { x: COLS.availability, y, size: 9, font: bold });
    y -= 20;
  };
  /** A new page when fewer than `needed` points are left above the margin. */
  const room = (needed: number) => {
    if (y - needed >= BOTTOM) return;
    page = doc.addPage([WIDTH, HEIGHT]);
    header();
    tableHead();
  };
  const note = (text: string, f: PDFFont = font) => {
    room(11);
    page.drawText(fit(f, text, WIDTH - 2 * LEFT - 20, 8), {
      x: LEFT + 14,
      y,
      size: 8,
      font: f,
      color: GREY,
    });
    y -= 11;
  };

  header();
  page.drawText('COMPARE STYLES', { x: LEFT, y, size: 20, font: bold, color: RED });
  y -= 26;
  const meta: [string, string][] = [
    ['Dealer', dealerName(spec.account)],
    ['Date', spec.date],
    ['PO number', spec.poNumber ?? '-'],
    ['Compared', spec.quoteId === null ? 'Shopping cart' : `Quote ${spec.quoteId}`],
    ['Discount', spec.discount ? `${spec.discount.code} (${spec.discount.rate}%)` : 'None'],
    ['Tax', spec.isTaxable ? '6% of the subtotal less the discount' : 'Not taxable'],
  ];
  for (const [label, value] of meta) {
    page.drawText(`${label}:`, { x: LEFT, y, size: 10, font: bold });
    page.drawText(fit(font, value, 480, 10), { x: LEFT + 100, y, size: 10, font });
    y -= 15;
  }
  y -= 12;
  tableHead();
  for (const row of spec.rows) {
    room(16);
    const name = `${row.name} (${row.code})${row.current ? ' - Current' : ''}`;
    const f = row.current ? bold : font;
    page.drawText(fit(f, name, COLS.subtotal - LEFT - 70), { x: LEFT, y, size: 9, font: f });
    right(page, f, money(toDollars(row.totals.subTotal)), COLS.subtotal, y);
    right(page, f, money(toDollars(row.totals.assemblyFee)), COLS.assembly, y);
    right(page, f, money(toDollars(row.totals.tax)), COLS.tax, y);
    right(page, f, money(toDollars(row.totals.totalPrice)), COLS.total, y);
    page.drawText(availabilityText(row), { x: COLS.availability, y, size: 9, font: f });
    y -= 13;
    if (row.leftOut.length > 0) {
      const n = row.leftOut.length;
      note(`Left out of the totals (${n} ${n === 1 ? 'line' : 'lines'}):`, bold);
      for (const l of row.leftOut) note(`${l.sku} as ${l.targetSku}: ${l.label}`);
    }
    if (row.blocked.length > 0) {
      note('In the totals as they are, but cannot be ordered:', bold);
      for (const l of row.blocked) note(`${l.sku}: ${l.label}`);
    }
    y -= 5;
  }
  y -= 8;
  note('Hardware and Richelieu lines count the same in every style.');
  return doc.save();
}
