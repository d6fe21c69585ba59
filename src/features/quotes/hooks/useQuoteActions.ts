import { useCallback } from 'react';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { editLine, lineUpdate, wasReloaded, type SaveRun, type CartItem } from '@/features/cart';
import type { PurchaseChoice } from '@/lib/cart-model';
import { deleteQuoteItem, quoteKey, reloadQuote } from '../api/quote';
import { updateQuoteItem } from '../api/transitions';

export const QUOTE_ITEM_UPDATED = 'Quote item updated successfully';

/**
 * Line changes of a quote. A failure re-reads the quote so the controls show what the server
 * holds; a line removed in another tab or window is reloaded away with one message naming it.
 */
export function useQuoteActions(quoteId: number, run: SaveRun) {
  const [, navigate] = useLocation();
  const settle = useCallback(
    async (r: Awaited<ReturnType<SaveRun>>) => {
      if (r && !r.ok && !wasReloaded(r)) await mutate(quoteKey(quoteId));
    },
    [quoteId],
  );
  const reload = useCallback(() => reloadQuote(quoteId), [quoteId]);

  const onChange = useCallback(
    async (item: CartItem, next: PurchaseChoice) => {
      const r = await run(
        () =>
          editLine(
            () => updateQuoteItem({ quoteId, ...lineUpdate(item, next) }),
            item.sku,
            'quote',
            reload,
          ),
        QUOTE_ITEM_UPDATED,
      );
      await settle(r);
    },
    [quoteId, run, settle, reload],
  );

  const onRemove = useCallback(
    async (item: CartItem) => {
      const r = await run(
        () => editLine(() => deleteQuoteItem(quoteId, item.cartItemId), item.sku, 'quote', reload),
        QUOTE_ITEM_UPDATED,
      );
      await settle(r);
      // The last line gone: the quote is gone too (docs/business-rules.md#cart-and-quotes).
      if (r?.ok && r.data.items.length === 0) navigate('/quotes');
    },
    [quoteId, run, settle, reload, navigate],
  );

  const applyStyle = useCallback(
    (item: CartItem, skuPrefix: string) =>
      editLine(
        () => updateQuoteItem({ quoteId, cartItemId: item.cartItemId, skuPrefix }),
        item.sku,
        'quote',
        reload,
      ),
    [quoteId, reload],
  );

  return { onChange, onRemove, applyStyle };
}
