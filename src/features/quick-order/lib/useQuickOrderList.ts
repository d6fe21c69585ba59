import { useCallback, useEffect, useRef, useState } from 'react';
import type { PurchaseChoice } from '@/features/cart';
import { addToList, type AddOutcome, type AddRequest } from './list-model';
import { clearStorage, loadRows, saveRows, type QuickRow } from './storage';

/** A row's failure reason after Add to Cart, keyed by product id (kept for this visit only). */
export type RowErrors = Record<number, string>;

/** The quick-order list, restored from browser storage and saved on every change. */
export function useQuickOrderList() {
  const [rows, setRows] = useState<QuickRow[]>(loadRows);
  const [errors, setErrors] = useState<RowErrors>({});
  const rowsRef = useRef(rows);
  const first = useRef(true);

  useEffect(() => {
    rowsRef.current = rows;
    // The first render only read storage; writing it back would change nothing.
    if (first.current) {
      first.current = false;
      return;
    }
    saveRows(rows);
  }, [rows]);

  const add = useCallback((requests: AddRequest[]): AddOutcome[] => {
    const result = addToList(rowsRef.current, requests);
    rowsRef.current = result.rows;
    setRows(result.rows);
    return result.outcomes;
  }, []);

  const change = useCallback((productId: number, choice: PurchaseChoice) => {
    setRows((list) => list.map((r) => (r.product.id === productId ? { ...r, choice } : r)));
  }, []);

  const remove = useCallback((productId: number) => {
    setRows((list) => list.filter((r) => r.product.id !== productId));
    setErrors(({ [productId]: _gone, ...rest }) => rest);
  }, []);

  /** After Add to Cart: the sent rows leave the list, failed rows stay with their reason. */
  const keepFailed = useCallback((failed: RowErrors) => {
    clearStorage();
    setRows((list) => list.filter((r) => r.product.id in failed));
    setErrors(failed);
  }, []);

  const clear = useCallback(() => {
    setRows([]);
    setErrors({});
    clearStorage();
  }, []);

  return { rows, errors, add, change, remove, keepFailed, clear };
}
