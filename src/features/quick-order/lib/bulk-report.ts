import type { Product } from '@/features/catalog';
import { shortfallMessage } from '@/lib/cart-model';
import type { AddOutcome, AddRequest } from './list-model';
import { isOutOfStock, outcomeNote } from './list-model';
import { linesRead, type LineItem, type ParsedList } from './parse-lines';
import { UNKNOWN_SKU } from './styles';

/** A line that went into the list, and what became of it. */
type AddedLine = {
  line: number;
  code: string;
  sku: string;
  text: string;
  /** Added as written: nothing to tell beyond the count. */
  plain: boolean;
};

/** A line left in the box, with the reason next to it. */
export type RefusedLine = {
  /** The line as it was read. */
  line: number;
  raw: string;
  code: string;
  reason: string;
  /** Set when the line itself was fine and only its code found nothing: a suggestion can add it. */
  item?: LineItem;
  /** Products the dealer may have meant, best first. */
  suggestions: Product[];
};

/** Every line read is either added or refused: read === added.length + refused.length. */
export type BulkReport = { read: number; added: AddedLine[]; refused: RefusedLine[] };

export type PlannedRequest = AddRequest & { line: number; code: string };

/** What the lookup said about one code: its product, or none with suggestions. */
export type CodeAnswer = { product: Product | null; suggestions: Product[]; reason?: string };

/** The lines that can be added, in input order, and the lines refused so far. */
function planBulk(
  parsed: ParsedList,
  answerFor: (code: string) => CodeAnswer,
): { requests: PlannedRequest[]; refused: RefusedLine[] } {
  const requests: PlannedRequest[] = [];
  const refused: RefusedLine[] = parsed.refused.map((r) => ({ ...r, suggestions: [] }));
  for (const item of parsed.items) {
    const { product, suggestions, reason } = answerFor(item.code);
    const base = { line: item.line, raw: item.raw, code: item.code };
    if (!product) refused.push({ ...base, reason: reason ?? UNKNOWN_SKU, item, suggestions });
    else if (isOutOfStock(product))
      refused.push({
        ...base,
        reason: shortfallMessage(product.sku, { reason: 'OUT_OF_STOCK', limit: 0 }),
        suggestions: [],
      });
    else requests.push(requestFor(item, product));
  }
  refused.sort((a, b) => a.line - b.line);
  return { requests, refused };
}

const requestFor = (item: LineItem, product: Product): PlannedRequest => ({
  line: item.line,
  code: item.code,
  product,
  quantity: item.quantity,
  isAssembled: item.assembled,
  hinge: item.hinge,
});

/** The report line of one added request, given what the list made of it. */
function addedLine(request: PlannedRequest, outcome: AddOutcome | undefined): AddedLine {
  const sku = request.product.sku;
  const from = request.code.toUpperCase() === sku.toUpperCase() ? '' : `${request.code} → `;
  const text =
    (outcome && outcomeNote(outcome)) ?? `${sku}: ${outcome?.added ?? request.quantity} added.`;
  const plain = !(outcome && outcomeNote(outcome));
  return { line: request.line, code: request.code, sku, text: `${from}${text}`, plain };
}

/** What the box holds after a run: the header (if any) and the refused lines, as written. */
function boxTextOf(header: string | null, refused: readonly RefusedLine[]): string {
  if (refused.length === 0) return '';
  return [...(header === null ? [] : [header]), ...refused.map((r) => r.raw)].join('\n');
}

/** Line number of a refused line in the box as boxTextOf wrote it. */
export const boxLineOf = (header: string | null, index: number) =>
  index + 1 + (header === null ? 0 : 1);

/**
 * One Add Lines: plans the parsed lines, adds what can be added, and answers the report and the
 * text the box keeps (only the lines not added).
 */
export function applyBulk(
  parsed: ParsedList,
  answerFor: (code: string) => CodeAnswer,
  add: (requests: PlannedRequest[]) => AddOutcome[],
): { report: BulkReport; boxText: string } {
  const { requests, refused } = planBulk(parsed, answerFor);
  const outcomes = add(requests);
  return {
    report: {
      read: linesRead(parsed),
      added: requests.map((r, i) => addedLine(r, outcomes[i])),
      refused,
    },
    boxText: boxTextOf(parsed.header, refused),
  };
}

/**
 * A suggestion taken for a refused line: the line is added as that product (its quantity and
 * options as written) and leaves the box. Null when the line cannot take it.
 */
export function acceptSuggestion(
  report: BulkReport,
  header: string | null,
  line: number,
  sku: string,
  add: (requests: PlannedRequest[]) => AddOutcome[],
): { report: BulkReport; boxText: string } | null {
  const refused = report.refused.find((r) => r.line === line);
  const product = refused?.suggestions.find((p) => p.sku === sku);
  if (!refused?.item || !product || isOutOfStock(product)) return null;
  const request = requestFor(refused.item, product);
  const [outcome] = add([request]);
  const left = report.refused.filter((r) => r !== refused);
  return {
    report: {
      read: report.read,
      added: [...report.added, addedLine(request, outcome)].sort((a, b) => a.line - b.line),
      refused: left,
    },
    boxText: boxTextOf(header, left),
  };
}
