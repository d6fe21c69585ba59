import type { Product } from '@/features/catalog';
import type { AddOutcome, AddRequest } from './list-model';
import { isOutOfStock, outcomeNote } from './list-model';
import type { BulkProblem, ParsedList } from './parse-lines';

export type ReportLine = {
  line: number;
  sku: string;
  added: boolean;
  /** What happened, in words the dealer can act on. */
  text: string;
};

const PROBLEM_TEXT: Record<BulkProblem, string> = {
  quantity: 'Quantity is not a whole number',
  assembled: 'Assembled must be yes or no',
  hinge: 'Hinge must be LEFT or RIGHT',
};

/** The lines that can be added, in input order, and the report lines for those that cannot. */
export function planBulk(parsed: ParsedList, found: ReadonlyMap<string, Product | null>) {
  const requests: (AddRequest & { line: number; sku: string })[] = [];
  const report: ReportLine[] = parsed.invalid.map((i) => ({
    line: i.line,
    sku: i.sku,
    added: false,
    text: PROBLEM_TEXT[i.problem],
  }));
  for (const item of parsed.items) {
    const product = found.get(item.sku.toUpperCase()) ?? null;
    if (!product)
      report.push({ line: item.line, sku: item.sku, added: false, text: 'Unknown SKU' });
    else if (isOutOfStock(product))
      report.push({ line: item.line, sku: product.sku, added: false, text: 'Out of stock' });
    else
      requests.push({
        line: item.line,
        sku: product.sku,
        product,
        quantity: item.quantity,
        isAssembled: item.isAssembled,
        hinge: item.hinge,
      });
  }
  return { requests, report };
}

/** Report lines for the added requests, given what the list made of each (same order). */
export function addedReport(
  requests: readonly { line: number; sku: string }[],
  outcomes: readonly AddOutcome[],
): ReportLine[] {
  return requests.map((r, i) => {
    const o = outcomes[i];
    return {
      line: r.line,
      sku: r.sku,
      added: true,
      text: (o && outcomeNote(o)) ?? `Added (quantity ${o?.quantity ?? 0} in the list)`,
    };
  });
}
