import { useCallback, useRef, useState } from 'react';
import { resolveSkus } from '../api/resolve-skus';
import { applyBulk, type BulkReport, type CodeAnswer } from './bulk-report';
import type { AddOutcome, AddRequest } from './list-model';
import { linesRead, parseLines } from './parse-lines';

/** Most lines one Add Lines takes (docs/business-rules.md#quick-order). */
export const MAX_LINES = 5000;

/** Where the lines came from; the report is titled after it. */
export type BulkSource = 'paste' | 'file';

export type BulkState =
  | { phase: 'idle' }
  | { phase: 'resolving'; done: number; total: number }
  | { phase: 'done'; report: BulkReport; header: string | null }
  | { phase: 'failed' }
  | { phase: 'tooMany'; read: number };

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
    async (input: string, from: BulkSource = 'paste') => {
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
        const found = await resolveSkus(codes, (done, total) =>
          setState({ phase: 'resolving', done, total }),
        );
        const answerFor = (code: string): CodeAnswer => ({
          product: found.get(code.trim().toUpperCase()) ?? null,
          suggestions: [],
        });
        const { report, boxText } = applyBulk(parsed, answerFor, add);
        setText(boxText);
        setState({ phase: 'done', report, header: parsed.header });
      } catch {
        setState({ phase: 'failed' });
      } finally {
        running.current = false;
      }
    },
    [add],
  );

  const reset = useCallback(() => {
    setState({ phase: 'idle' });
    setSource('paste');
  }, []);
  return { state, text, setText, source, run, reset };
}
