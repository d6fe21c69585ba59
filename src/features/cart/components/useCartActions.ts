import { useCallback } from 'react';
import { mutate } from 'swr';
import { lineUpdate } from '@/components/cart-lines';
import type { PurchaseChoice } from '@/lib/cart-model';
import { cartKey, updateCart, type CartItem } from '../api/cart';
import type { SaveRun } from '@/components/cart-lines';

export const CART_ITEM_UPDATED = 'Cart item updated successfully';
const CART_ITEM_DELETED = 'Cart item deleted successfully.';

/** Line changes of the cart. A failure re-reads the cart so every control shows what the server holds. */
export function useCartActions(run: SaveRun) {
  const settle = useCallback(async (ok: boolean | undefined) => {
    if (ok === false) await mutate(cartKey);
  }, []);

  const onChange = useCallback(
    async (item: CartItem, next: PurchaseChoice) => {
      const r = await run(() => updateCart(lineUpdate(item, next)), CART_ITEM_UPDATED);
      await settle(r?.ok);
    },
    [run, settle],
  );

  const onRemove = useCallback(
    async (item: CartItem) => {
      const r = await run(
        () => updateCart({ cartItemId: item.cartItemId, quantity: 0 }, 'cartDeleteItem'),
        CART_ITEM_DELETED,
      );
      await settle(r?.ok);
    },
    [run, settle],
  );

  const applyStyle = useCallback(
    (item: CartItem, skuPrefix: string) => updateCart({ cartItemId: item.cartItemId, skuPrefix }),
    [],
  );

  return { onChange, onRemove, applyStyle };
}
