import type { Hinge } from '@/lib/cart-model';
import { cellsOf, delimiterOf, tokensOf, type Delimiter } from './cells';

/*
 * The line grammar of bulk entry (docs/business-rules.md#quick-order), for pasted text, CSV and
 * the rows of a spreadsheet. Pure and total: any text gives items and refusals, never a throw.
 *
 * - A first line naming a 'sku' or 'item' column is a header: columns are then read by name
 *   (sku or item; quantity or qty; assembled; hinge) in any order, other columns ignored.
 * - Without a header a line is a SKU or item code and, in any order around it, a quantity
 *   (1 when left out), L or R (hinge side, which also means assembled), A or RTA (assembled or
 *   not): 'W3030 2 L', '2 B12 RTA', 'TPW-B12, 3'.
 */

export type LineItem = {
  /** 1-based line of the text, for the report. */
  line: number;
  /** The line as written, to give back to the box when it is not added. */
  raw: string;
  /** SKU or bare item code, as written. */
  code: string;
  quantity: number;
  /** undefined when the line does not say. */
  assembled?: boolean;
  hinge: Hinge | null;
};

type LineRefusal = { line: number; raw: string; code: string; reason: string };

export type ParsedList = {
  /** The header line as written, or null. */
  header: string | null;
  items: LineItem[];
  refused: LineRefusal[];
};

export const REASON = {
  quantityMin: 'Quantity must be at least 1',
  quantityWhole: 'Quantity is not a whole number',
  assembled: 'Assembled must be yes or no',
  hinge: 'Hinge must be LEFT or RIGHT',
  noCode: 'No SKU on this line',
  bothAssembly: 'Both A and RTA given',
  bothHinges: 'Both L and R given',
  hingeNotAssembled: 'A hinge side (L or R) means assembled, but RTA was given',
} as const;

const COLUMNS = {
  code: ['sku', 'item'],
  quantity: ['quantity', 'qty'],
  assembled: ['assembled'],
  hinge: ['hinge'],
} as const;
type Column = keyof typeof COLUMNS;
type ColumnMap = Partial<Record<Column, number>>;

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+[.,]\d*|[.,]\d+)$/;
const YES = new Set(['yes', 'y', 'true', '1', 'a', 'assembled']);
const NO = new Set(['no', 'n', 'false', '0', 'rta']);

type Quantity = { ok: true; value: number } | { ok: false; reason: string };

function quantityOf(text: string): Quantity | null {
  if (INTEGER.test(text)) {
    const value = Number(text);
    return value >= 1 ? { ok: true, value } : { ok: false, reason: REASON.quantityMin };
  }
  if (DECIMAL.test(text)) return { ok: false, reason: REASON.quantityWhole };
  return null;
}

type Keyword = { assembled: boolean } | { hinge: Hinge };
const KEYWORDS: Record<string, Keyword> = {
  A: { assembled: true },
  ASSEMBLED: { assembled: true },
  RTA: { assembled: false },
  L: { hinge: 'LEFT' },
  LEFT: { hinge: 'LEFT' },
  R: { hinge: 'RIGHT' },
  RIGHT: { hinge: 'RIGHT' },
};

const keywordOf = (token: string): Keyword | undefined =>
  Object.hasOwn(KEYWORDS, token.toUpperCase()) ? KEYWORDS[token.toUpperCase()] : undefined;

/** Joins what the options said; a refusal reason, or the options. */
function options(
  assembled: boolean[],
  hinges: Hinge[],
): { reason: string } | { assembled?: boolean; hinge: Hinge | null } {
  if (new Set(assembled).size > 1) return { reason: REASON.bothAssembly };
  if (new Set(hinges).size > 1) return { reason: REASON.bothHinges };
  const hinge = hinges[0] ?? null;
  if (hinge && assembled[0] === false) return { reason: REASON.hingeNotAssembled };
  return hinge ? { assembled: true, hinge } : { assembled: assembled[0], hinge };
}

type LineResult = Omit<LineItem, 'line' | 'raw'> | { code: string; reason: string };

/** One line without a header: tokens in any order around one code. */
export function parseTokens(tokens: readonly string[]): LineResult | null {
  if (tokens.length === 0) return null;
  const isPlain = (t: string) => !quantityOf(t) && !keywordOf(t);
  let codeAt = tokens.findIndex(isPlain);
  // A code made of digits only ('12345 2'): the first of two or more numbers.
  if (codeAt < 0 && INTEGER.test(tokens[0]!) && tokens.filter((t) => INTEGER.test(t)).length > 1)
    codeAt = 0;
  const code = codeAt >= 0 ? tokens[codeAt]! : '';
  const quantities: Quantity[] = [];
  const assembled: boolean[] = [];
  const hinges: Hinge[] = [];
  for (const [i, token] of tokens.entries()) {
    if (i === codeAt) continue;
    const q = quantityOf(token);
    const k = keywordOf(token);
    if (q) quantities.push(q);
    else if (k && 'hinge' in k) hinges.push(k.hinge);
    else if (k) assembled.push(k.assembled);
    else return { code, reason: `Not understood: ${token}` };
  }
  if (!code) return { code, reason: REASON.noCode };
  const bad = quantities.find((q) => !q.ok);
  if (bad && !bad.ok) return { code, reason: bad.reason };
  const values = quantities.map((q) => (q.ok ? q.value : 0));
  if (new Set(values).size > 1)
    return { code, reason: `Two quantities given: ${values.join(' and ')}` };
  const opts = options(assembled, hinges);
  if ('reason' in opts) return { code, reason: opts.reason };
  return { code, quantity: values[0] ?? 1, ...opts };
}

/** One row of a file with a header: each cell read by its column's rule. */
function parseColumns(cells: readonly string[], columns: ColumnMap): LineResult | null {
  const cell = (c: Column) => (columns[c] === undefined ? '' : (cells[columns[c]] ?? ''));
  if (cells.every((c) => c === '')) return null;
  const code = cell('code');
  if (!code) return { code, reason: REASON.noCode };
  const qText = cell('quantity');
  const q = qText === '' ? { ok: true as const, value: 1 } : quantityOf(qText);
  if (!q) return { code, reason: REASON.quantityWhole };
  if (!q.ok) return { code, reason: q.reason };
  const aText = cell('assembled').toLowerCase();
  if (aText !== '' && !YES.has(aText) && !NO.has(aText)) return { code, reason: REASON.assembled };
  const hText = cell('hinge').toUpperCase();
  const hinge = keywordOf(hText);
  if (hText !== '' && !(hinge && 'hinge' in hinge)) return { code, reason: REASON.hinge };
  const opts = options(
    aText === '' ? [] : [YES.has(aText)],
    hinge && 'hinge' in hinge ? [hinge.hinge] : [],
  );
  if ('reason' in opts) return { code, reason: opts.reason };
  return { code, quantity: q.value, ...opts };
}

/** The columns of a header line, or null when the line is not a header. */
function headerOf(cells: readonly string[]): ColumnMap | null {
  // A line with a number in it is data ('item 2' is a line, not a header).
  if (cells.some((c) => quantityOf(c))) return null;
  const names = cells.map((c) => c.toLowerCase().replace(/\s+/g, ' '));
  const columns: ColumnMap = {};
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const at = names.findIndex((n) => (COLUMNS[column] as readonly string[]).includes(n));
    if (at >= 0) columns[column] = at;
  }
  return columns.code === undefined ? null : columns;
}

export function parseLines(text: string): ParsedList {
  const lines = String(text ?? '').split(/\r\n|\r|\n/);
  const items: LineItem[] = [];
  const refused: LineRefusal[] = [];
  let header: string | null = null;
  let columns: ColumnMap | null = null;
  let delimiter: Delimiter = 'space';
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first >= 0) {
    delimiter = delimiterOf(lines[first]!);
    columns = headerOf(cellsOf(lines[first]!, delimiter));
    if (columns) header = lines[first]!;
  }
  lines.forEach((raw, index) => {
    if ((columns && index === first) || raw.trim() === '') return;
    // A row keeps the header's separator unless it has none of it (pasted by hand after it).
    const rowDelimiter =
      delimiter === 'space' || raw.includes(delimiter) ? delimiter : delimiterOf(raw);
    const result = columns
      ? parseColumns(cellsOf(raw, rowDelimiter), columns)
      : parseTokens(tokensOf(raw));
    if (!result) return;
    const line = index + 1;
    if ('reason' in result) refused.push({ line, raw, ...result });
    else items.push({ line, raw, ...result });
  });
  return { header, items, refused };
}

/** How many lines a parse read: every one is either an item or a refusal. */
export const linesRead = (parsed: ParsedList) => parsed.items.length + parsed.refused.length;

/** One item as a line of the grammar without a header: 'TPW-B12 2 L'. */
export function formatLine(item: Pick<LineItem, 'code' | 'quantity' | 'assembled' | 'hinge'>) {
  const option = item.hinge
    ? item.hinge === 'LEFT'
      ? 'L'
      : 'R'
    : item.assembled === undefined
      ? ''
      : item.assembled
        ? 'A'
        : 'RTA';
  return [item.code, String(item.quantity), option].filter(Boolean).join(' ');
}
