import { useCallback, useState } from 'react';
import { resolveSkus } from '../api/resolve-skus';
import { addedReport, planBulk, type ReportLine } from './bulk-report';
import type { AddOutcome, AddRequest } from './list-model';
import { parseLines } from './parse-lines';

export type BulkState =
  | { phase: 'idle' }
  | { phase: 'resolving'; done: number; total: number }
  | { phase: 'done'; report: ReportLine[] }
  | { phase: 'failed' };

/** Parses a pasted or uploaded list, looks the SKUs up and adds what it can to the list. */
export function useBulkEntry(add: (requests: AddRequest[]) => AddOutcome[]) {
  const [state, setState] = useState<BulkState>({ phase: 'idle' });

  const run = useCallback(
    async (text: string) => {
      const parsed = parseLines(text);
      const skus = parsed.items.map((i) => i.sku);
      setState({
        phase: 'resolving',
        done: 0,
        total: new Set(skus.map((s) => s.toUpperCase())).size,
      });
      try {
        const found = await resolveSkus(skus, (done, total) =>
          setState({ phase: 'resolving', done, total }),
        );
        const { requests, report } = planBulk(parsed, found);
        const outcomes = add(requests);
        const lines = [...addedReport(requests, outcomes), ...report].sort(
          (a, b) => a.line - b.line,
        );
        setState({ phase: 'done', report: lines });
      } catch {
        setState({ phase: 'failed' });
      }
    },
    [add],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, reset };
}
