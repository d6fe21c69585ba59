import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { fetchLookup, type Product } from '@/features/catalog';
import type { Hinge } from '@/lib/cart-model';

/** A message under the SKU box about one entry; `error` ones need the dealer to act. */
export type EntryNote = { id: number; text: string; tone: 'error' | 'info' };

/** What an entry asks for besides its product: how many, and the options. */
export type EntryLine = { quantity: number; assembled?: boolean; hinge: Hinge | null };

type Options = {
  /** Adds the product found for an entry; answers a note to show (merged, capped) or null. */
  apply: (product: Product, line: EntryLine) => string | null;
  /** Gives an entry that found nothing back to the box, when the box is still empty. */
  restore: (text: string) => void;
};

const noMatchText = (text: string) => `No product matches ${text}`;
const FAILED_TEXT = 'could not be checked. Please try again.';
const ONE: EntryLine = { quantity: 1, hinge: null };

/**
 * Entries typed into the SKU box and confirmed with Enter, before or after suggestions arrive.
 * Each is looked up by exact SKU at once (unless the suggestions already hold it), and applied
 * strictly in the order typed, so a barcode scanner's burst of SKU+Enter loses and reorders
 * nothing. `settle` waits for every entry and answers whether all of them found a product.
 */
export function useTypedEntries({ apply, restore }: Options) {
  const chain = useRef<Promise<void>>(Promise.resolve());
  const inFlight = useRef(0);
  const failedSinceIdle = useRef(0);
  const nextId = useRef(1);
  const [notes, setNotes] = useState<EntryNote[]>([]);
  const [pending, setPending] = useState(0);
  const latest = useRef({ apply, restore });
  useLayoutEffect(() => {
    latest.current = { apply, restore };
  });

  const note = (text: string, tone: EntryNote['tone']) =>
    setNotes((list) => [...list, { id: nextId.current++, text, tone }]);

  const enter = useCallback(
    (typed: string, answered: readonly Product[] | null, line: EntryLine = ONE) => {
      const text = typed.trim();
      if (!text) return;
      // A new burst of entries starts with a clean slate of messages.
      if (inFlight.current === 0) {
        setNotes([]);
        failedSinceIdle.current = 0;
      }
      inFlight.current += 1;
      setPending(inFlight.current);
      const upper = text.toUpperCase();
      const known = answered?.find((p) => p.sku.toUpperCase() === upper);
      // Started now, applied in order: the lookups overlap, the rows keep the typed order.
      const found: Promise<Product | null> = known
        ? Promise.resolve(known)
        : fetchLookup([text]).then((products) => products[0] ?? null);
      chain.current = chain.current.then(async () => {
        try {
          const product = await found;
          if (product) {
            const message = latest.current.apply(product, line);
            if (message) note(message, 'info');
          } else {
            failedSinceIdle.current += 1;
            note(noMatchText(text), 'error');
            latest.current.restore(text);
          }
        } catch {
          failedSinceIdle.current += 1;
          note(`${text} ${FAILED_TEXT}`, 'error');
          latest.current.restore(text);
        } finally {
          inFlight.current -= 1;
          setPending(inFlight.current);
        }
      });
    },
    [],
  );

  /** An entry refused before any lookup (a bad quantity): said, and nothing else happens. */
  const refuse = useCallback((text: string) => {
    if (inFlight.current === 0) setNotes([]);
    note(text, 'error');
  }, []);

  /** Shows the note of an entry made another way (a chosen suggestion), or clears the old ones. */
  const show = useCallback((text: string | null) => {
    if (inFlight.current === 0) setNotes([]);
    if (text) note(text, 'info');
  }, []);

  /** Waits for every entry typed so far; true when none of them failed. */
  const settle = useCallback(async (): Promise<boolean> => {
    await chain.current;
    return failedSinceIdle.current === 0;
  }, []);

  const clearNotes = useCallback(() => setNotes([]), []);

  return { enter, refuse, show, settle, notes, pending, clearNotes };
}
