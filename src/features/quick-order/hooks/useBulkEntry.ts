import { useCallback, useRef, useState } from 'react';
import { resolveSkus } from '../api/resolve-skus';
import { acceptSuggestion, applyBulk, type BulkReport, type CodeAnswer } from '../lib/bulk-report';
import type { AddOutcome, AddRequest } from '../lib/list-model';
import { linesRead, parseLines } from '../lib/parse-lines';
import { unknownReason } from '../lib/styles';

/** Most lines one Add Lines takes (docs/business-rules.md#quick-order). */
export const MAX_LINES = 5000;

/** Where the lines came from; the report is titled after it. */
export type BulkSource = 'paste' | 'file';

export type BulkState =
  | { phase: 'idle' }
  | { phase: 'resolving'; done: number; total: number }
  | {
      phase: 'done';
      report: BulkReport;
      header: string | null;
      /** The box as the run left it: suggestions apply only while it is unchanged. */
      boxText: string;
    }
  | { phase: 'failed' }
  | { phase: 'tooMany'; read: number }
  | { phase: 'unreadable'; message: string };

/**
 * The box of a paste or upload: parses it, looks the codes up, adds what it can to the list and
 * leaves in the box only the lines that were not added, so Add Lines can be pressed again after
 * a fix without adding anything twice.
 */
export function useBulkEntry(add: (requests: AddRequest[]) => AddOutcome[]) {
  const [state, setState] = useState<BulkState>({ phase: 'idle' });
  const [text, setText] = useState('');
  const [source, setSource] = useState<BulkSource>('paste');
  const running = useRef(false);

  const run = useCallback(
    async (input: string, from: BulkSource = 'paste', style?: string) => {
      if (running.current) return;
      running.current = true;
      setSource(from);
      setText(input);
      const parsed = parseLines(input);
      const read = linesRead(parsed);
      if (read > MAX_LINES) {
        setState({ phase: 'tooMany', read });
        running.current = false;
        return;
      }
      const codes = parsed.items.map((i) => i.code);
      setState({
        phase: 'resolving',
        done: 0,
        total: new Set(codes.map((s) => s.trim().toUpperCase())).size,
      });
      try {
        const found = await resolveSkus(
          codes,
          (done, total) => setState({ phase: 'resolving', done, total }),
          style,
        );
        const answerFor = (code: string): CodeAnswer => {
          const r = found.get(code.trim().toUpperCase());
          if (!r?.product)
            return {
              product: null,
              suggestions: r?.suggestions ?? [],
              reason: unknownReason(code, style ?? null, r?.styles ?? []),
            };
          return { product: r.product, suggestions: [] };
        };
        const { report, boxText } = applyBulk(parsed, answerFor, add);
        setText(boxText);
        setState({ phase: 'done', report, header: parsed.header, boxText });
      } catch {
        setState({ phase: 'failed' });
      } finally {
        running.current = false;
      }
    },
    [add],
  );

  /** Takes a suggestion for a refused line: added as that product, and out of the box. */
  const accept = useCallback(
    (line: number, sku: string) => {
      if (state.phase !== 'done' || text !== state.boxText) return;
      const next = acceptSuggestion(state.report, state.header, line, sku, add);
      if (!next) return;
      setText(next.boxText);
      setState({ ...state, report: next.report, boxText: next.boxText });
    },
    [state, text, add],
  );

  /** An upload that could not be read: nothing added, and the reason. */
  const unreadable = useCallback((message: string) => {
    setSource('file');
    setState({ phase: 'unreadable', message });
  }, []);

  const reset = useCallback(() => {
    setState({ phase: 'idle' });
    setSource('paste');
  }, []);
  return { state, text, setText, source, run, accept, unreadable, reset };
}
