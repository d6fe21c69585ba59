import { useCallback } from 'react';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { lineUpdate, type SaveRun } from '@/components/cart-lines';
import type { CartItem, PurchaseChoice } from '@/features/cart';
import { deleteQuoteItem, quoteKey } from '../api/quote';
import { updateQuoteItem } from '../api/transitions';

export const QUOTE_ITEM_UPDATED = 'Quote item updated successfully';

/** Line changes of a quote; a failure re-reads the quote so the controls show what the server holds. */
export function useQuoteActions(quoteId: number, run: SaveRun) {
  const [, navigate] = useLocation();
  const settle = useCallback(
    async (ok: boolean | undefined) => {
      if (ok === false) await mutate(quoteKey(quoteId));
    },
    [quoteId],
  );

  const onChange = useCallback(
    async (item: CartItem, next: PurchaseChoice) => {
      const r = await run(
        () => updateQuoteItem({ quoteId, ...lineUpdate(item, next) }),
        QUOTE_ITEM_UPDATED,
      );
      await settle(r?.ok);
    },
    [quoteId, run, settle],
  );

  const onRemove = useCallback(
    async (item: CartItem) => {
      const r = await run(() => deleteQuoteItem(quoteId, item.cartItemId), QUOTE_ITEM_UPDATED);
      await settle(r?.ok);
      // The last line gone: the quote is gone too (docs/business-rules.md#cart-and-quotes).
      if (r?.ok && r.data.items.length === 0) navigate('/quotes');
    },
    [quoteId, run, settle, navigate],
  );

  const applyStyle = useCallback(
    (item: CartItem, skuPrefix: string) =>
      updateQuoteItem({ quoteId, cartItemId: item.cartItemId, skuPrefix }),
    [quoteId],
  );

  return { onChange, onRemove, applyStyle };
}
