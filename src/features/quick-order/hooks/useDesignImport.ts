import { useCallback, useRef, useState } from 'react';
import type { Product } from '@/features/catalog';
import type { CappedAdd } from '@/features/cart';
import { resolveSkus, type Resolved } from '../api/resolve-skus';
import { sendDesignLines } from '../api/send-design';
import { planDesign, type DesignAnswer, type DesignReport } from '../lib/design-plan';
import type { DesignFile } from '../lib/design-xml';
import { designAddedAt, saveDesignAdded } from '../lib/storage';
import { UNKNOWN_SKU, unknownReason } from '../lib/styles';

/** Where the cart stands with a report's lines. */
export type DesignSent = {
  /** Keys of the lines already in the cart. */
  keys: string[];
  failures: Record<string, string>;
  capped: CappedAdd[];
};

export type DesignState =
  | { phase: 'idle' }
  | { phase: 'reading'; name: string }
  | { phase: 'refused'; name: string; message: string }
  | { phase: 'again'; name: string; file: DesignFile; addedAt: string }
  | { phase: 'resolving'; name: string; done: number; total: number }
  | { phase: 'failed'; name: string }
  | {
      phase: 'done';
      name: string;
      report: DesignReport;
      sent: DesignSent;
      sending: boolean;
    };

const NOTHING_SENT: DesignSent = { keys: [], failures: {}, capped: [] };

/** Each item code's answer: a suggestion taken, else what the lookup found in the chosen style. */
function designAnswers(
  found: ReadonlyMap<string, Resolved>,
  style: string,
  taken: ReadonlyMap<string, Product>,
): (code: string) => DesignAnswer {
  return (code) => {
    const key = code.trim().toUpperCase();
    const product = taken.get(key) ?? found.get(key)?.product ?? null;
    if (product) return { product, suggestions: [], reason: '' };
    const r = found.get(key);
    const reason = unknownReason(code, style, r?.styles ?? []);
    return {
      product: null,
      suggestions: r?.suggestions ?? [],
      reason: reason === UNKNOWN_SKU ? 'Unknown item code' : reason,
    };
  };
}

type Lookup = { file: DesignFile; found: Map<string, Resolved>; style: string };

/**
 * Import a Design: reads the chosen file (the parser is fetched only now), asks before a design
 * already added goes in again, looks every item code up in one go and plans the cart lines; Add
 * to Cart then sends them, and a line the cart refuses stays to be tried again.
 */
export function useDesignImport() {
  const [state, setState] = useState<DesignState>({ phase: 'idle' });
  const lookup = useRef<Lookup | null>(null);
  const taken = useRef(new Map<string, Product>());
  const run = useRef(0);
  const sending = useRef(false);

  const resolve = useCallback(async (name: string, file: DesignFile, style: string, id: number) => {
    const codes = file.items.map((i) => i.code);
    setState({
      phase: 'resolving',
      name,
      done: 0,
      total: new Set(codes.map((c) => c.toUpperCase())).size,
    });
    try {
      const found = await resolveSkus(
        codes,
        (done, total) => {
          if (run.current === id) setState({ phase: 'resolving', name, done, total });
        },
        style,
      );
      if (run.current !== id) return;
      lookup.current = { file, found, style };
      taken.current = new Map();
      const report = planDesign(file, designAnswers(found, style, taken.current));
      setState({ phase: 'done', name, report, sent: NOTHING_SENT, sending: false });
    } catch {
      if (run.current === id) setState({ phase: 'failed', name });
    }
  }, []);

  const choose = useCallback(
    async (chosen: File, style: string) => {
      const id = ++run.current;
      const { name } = chosen;
      setState({ phase: 'reading', name });
      let file: DesignFile;
      try {
        const xml = await import('../lib/design-xml');
        try {
          file = await xml.readDesignFile(chosen);
        } catch (error) {
          if (run.current !== id) return;
          const message =
            error instanceof xml.DesignFileError
              ? error.message
              : `${name} could not be read, so nothing was added.`;
          setState({ phase: 'refused', name, message });
          return;
        }
      } catch {
        if (run.current !== id) return;
        setState({ phase: 'failed', name });
        return;
      }
      if (run.current !== id) return;
      const addedAt = designAddedAt(file.fingerprint);
      if (addedAt) {
        // Parked until the dealer answers; the style is the one chosen with the file.
        lookup.current = { file, found: new Map(), style };
        setState({ phase: 'again', name, file, addedAt });
        return;
      }
      await resolve(name, file, style, id);
    },
    [resolve],
  );

  /** The dealer wants a design already added imported again. */
  const importAgain = useCallback(async () => {
    if (state.phase !== 'again' || !lookup.current) return;
    await resolve(state.name, state.file, lookup.current.style, run.current);
  }, [state, resolve]);

  /** Takes a suggestion for a refused item code: every item of that code becomes that product. */
  const accept = useCallback(
    (code: string, product: Product) => {
      const at = lookup.current;
      if (state.phase !== 'done' || state.sending || state.sent.keys.length > 0 || !at) return;
      taken.current.set(code.trim().toUpperCase(), product);
      const report = planDesign(at.file, designAnswers(at.found, at.style, taken.current));
      setState({ ...state, report });
    },
    [state],
  );

  /** Adds the lines not yet in the cart; ignored while a send is under way. */
  const send = useCallback(async () => {
    if (state.phase !== 'done' || sending.current || !lookup.current) return;
    const lines = state.report.lines.filter((l) => !state.sent.keys.includes(l.key));
    if (lines.length === 0) return;
    sending.current = true;
    setState({ ...state, sending: true });
    const outcome = await sendDesignLines(lines);
    sending.current = false;
    if (outcome.sent.length > 0) saveDesignAdded(lookup.current.file.fingerprint, new Date());
    setState({
      ...state,
      sending: false,
      sent: {
        keys: [...state.sent.keys, ...outcome.sent],
        failures: outcome.failures,
        capped: [...state.sent.capped, ...outcome.capped],
      },
    });
  }, [state]);

  const reset = useCallback(() => {
    run.current += 1;
    lookup.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, choose, importAgain, accept, send, reset };
}
