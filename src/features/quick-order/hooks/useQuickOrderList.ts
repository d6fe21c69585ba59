import { useCallback, useEffect, useRef, useState } from 'react';
import type { PurchaseChoice } from '@/lib/cart-model';
import { addToList, type AddOutcome, type AddRequest } from '../lib/list-model';
import { clearStorage, loadRows, saveRows, type QuickRow } from '../lib/storage';

/** A row's failure reason after Add to Cart, keyed by product id (kept for this visit only). */
export type RowErrors = Record<number, string>;

/** The quick-order list, restored from browser storage and saved on every change. */
export function useQuickOrderList() {
  const [rows, setRows] = useState<QuickRow[]>(loadRows);
  const [errors, setErrors] = useState<RowErrors>({});
  const rowsRef = useRef(rows);
  const first = useRef(true);

  useEffect(() => {
    // The first render only read storage; writing it back would change nothing.
    if (first.current) {
      first.current = false;
      return;
    }
    saveRows(rows);
  }, [rows]);

  // Every change goes through the ref first, so entries applied one after another between two
  // renders (a scanner's burst) each see the rows the previous one left.
  const commit = useCallback((next: QuickRow[]) => {
    rowsRef.current = next;
    setRows(next);
  }, []);

  const add = useCallback(
    (requests: AddRequest[]): AddOutcome[] => {
      const result = addToList(rowsRef.current, requests);
      commit(result.rows);
      return result.outcomes;
    },
    [commit],
  );

  const change = useCallback(
    (productId: number, choice: PurchaseChoice) => {
      commit(rowsRef.current.map((r) => (r.product.id === productId ? { ...r, choice } : r)));
    },
    [commit],
  );

  const remove = useCallback(
    (productId: number) => {
      commit(rowsRef.current.filter((r) => r.product.id !== productId));
      setErrors(({ [productId]: _gone, ...rest }) => rest);
    },
    [commit],
  );

  /**
   * After Add to Cart: the rows sent leave the list, failed rows stay with their reason, and rows
   * entered while the list was being sent stay as they are.
   */
  const keepFailed = useCallback(
    (sent: readonly QuickRow[], failed: RowErrors) => {
      clearStorage();
      const added = new Map(
        sent.filter((r) => !(r.product.id in failed)).map((r) => [r.product.id, r.choice.quantity]),
      );
      // A row raised while it was on its way keeps only what was not sent.
      const next: QuickRow[] = [];
      for (const r of rowsRef.current) {
        const went = added.get(r.product.id) ?? 0;
        if (r.choice.quantity > went)
          next.push(
            went ? { ...r, choice: { ...r.choice, quantity: r.choice.quantity - went } } : r,
          );
      }
      commit(next);
      setErrors(failed);
    },
    [commit],
  );

  const clear = useCallback(() => {
    commit([]);
    setErrors({});
    clearStorage();
  }, [commit]);

  /** The rows as of the last change, also between a change and its render. */
  const current = useCallback(() => rowsRef.current, []);

  return { rows, errors, add, change, remove, keepFailed, clear, current };
}
