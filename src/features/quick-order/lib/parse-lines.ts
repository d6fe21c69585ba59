import type { Hinge } from '@/lib/cart-model';

/**
 * Bulk entry lines (pasted or uploaded as CSV): SKU, then quantity, optionally assembled (yes/no)
 * and hinge (LEFT/RIGHT). Cells are split by comma, tab, semicolon or, when none of those appear,
 * by spaces. Blank lines and a header line starting with "sku" are skipped. Pure: never throws.
 */
export type BulkItem = {
  /** 1-based line number in the input, for the report. */
  line: number;
  sku: string;
  quantity: number;
  isAssembled: boolean;
  hinge: Hinge | null;
};

export type BulkProblem = 'quantity' | 'assembled' | 'hinge';

type BulkInvalid = { line: number; sku: string; problem: BulkProblem };

export type ParsedList = { items: BulkItem[]; invalid: BulkInvalid[] };

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

function cellsOf(line: string): string[] {
  const cells = /[,\t;]/.test(line) ? line.split(/[,\t;]/) : line.trim().split(/\s+/);
  // Spreadsheets quote cells that contain separators; SKUs never do, so quotes are just dropped.
  return cells.map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

function quantityOf(cell: string | undefined): number | null {
  if (cell === undefined || cell === '') return 1;
  if (!/^\d{1,6}$/.test(cell)) return null;
  const n = Number(cell);
  return n >= 1 ? n : null;
}

export function parseLines(text: string): ParsedList {
  const items: BulkItem[] = [];
  const invalid: BulkInvalid[] = [];
  const lines = String(text ?? '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const cells = cellsOf(raw);
    const sku = cells[0] ?? '';
    if (!sku || sku.toLowerCase() === 'sku') return;
    const quantity = quantityOf(cells[1]);
    if (quantity === null) {
      invalid.push({ line, sku, problem: 'quantity' });
      return;
    }
    const assembledCell = (cells[2] ?? '').toLowerCase();
    if (!YES.has(assembledCell) && !NO.has(assembledCell)) {
      invalid.push({ line, sku, problem: 'assembled' });
      return;
    }
    const hingeCell = (cells[3] ?? '').toUpperCase();
    if (hingeCell !== '' && hingeCell !== 'LEFT' && hingeCell !== 'RIGHT') {
      invalid.push({ line, sku, problem: 'hinge' });
      return;
    }
    items.push({
      line,
      sku,
      quantity,
      isAssembled: YES.has(assembledCell),
      hinge: hingeCell === '' ? null : (hingeCell as Hinge),
    });
  });
  return { items, invalid };
}

export const CSV_TEMPLATE =
  'sku,quantity,assembled,hinge\nTPW-B12,2,yes,LEFT\nHW-PULL-128,10,no,\n';

/** One item as a CSV line, the template's format. */
export function formatLine(item: Omit<BulkItem, 'line'>): string {
  return [item.sku, item.quantity, item.isAssembled ? 'yes' : 'no', item.hinge ?? ''].join(',');
}
