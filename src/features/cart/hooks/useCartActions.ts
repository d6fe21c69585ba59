import { useCallback } from 'react';
import { mutate } from 'swr';
import { editLine, wasReloaded } from '../components/lines/line-gone';
import { lineUpdate } from '../components/lines/line-update';
import type { PurchaseChoice } from '@/lib/cart-model';
import { cartKey, reloadCart, updateCart, type CartItem } from '../api/cart';
import type { SaveRun } from './useSaveRunner';

export const CART_ITEM_UPDATED = 'Cart item updated successfully';
const CART_ITEM_DELETED = 'Cart item deleted successfully.';

/**
 * Line changes of the cart. A failure re-reads the cart so every control shows what the server
 * holds; a line removed in another tab or window is reloaded away with one message naming it.
 */
export function useCartActions(run: SaveRun) {
  const settle = useCallback(async (r: Awaited<ReturnType<SaveRun>>) => {
    if (r && !r.ok && !wasReloaded(r)) await mutate(cartKey);
  }, []);

  const onChange = useCallback(
    async (item: CartItem, next: PurchaseChoice) => {
      const r = await run(
        () => editLine(() => updateCart(lineUpdate(item, next)), item.sku, 'cart', reloadCart),
        CART_ITEM_UPDATED,
      );
      await settle(r);
    },
    [run, settle],
  );

  const onRemove = useCallback(
    async (item: CartItem) => {
      const r = await run(
        () =>
          editLine(
            () => updateCart({ cartItemId: item.cartItemId, quantity: 0 }, 'cartDeleteItem'),
            item.sku,
            'cart',
            reloadCart,
          ),
        CART_ITEM_DELETED,
      );
      await settle(r);
    },
    [run, settle],
  );

  const applyStyle = useCallback(
    (item: CartItem, skuPrefix: string) =>
      editLine(
        () => updateCart({ cartItemId: item.cartItemId, skuPrefix }),
        item.sku,
        'cart',
        reloadCart,
      ),
    [],
  );

  return { onChange, onRemove, applyStyle };
}
