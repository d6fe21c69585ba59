import { useCallback } from 'react';
import { mutate } from 'swr';
import { hingeToSend, type PurchaseChoice } from '@/lib/cart-model';
import { cartKey, updateCart, type CartItem } from '../api/cart';
import type { SaveRun } from './useSaveRunner';

export const CART_ITEM_UPDATED = 'Cart item updated successfully';
const CART_ITEM_DELETED = 'Cart item deleted successfully.';

/** What a line change sends: the hinge per docs/business-rules.md (null unless assembled and hingeable). */
export function lineUpdate(item: CartItem, next: PurchaseChoice) {
  return {
    cartItemId: item.cartItemId,
    quantity: next.quantity,
    isAssembled: next.isAssembled,
    hingeDirection: hingeToSend(
      { isAssembled: next.isAssembled, isHingeable: item.isHingeable },
      next.hingeDirection,
    ),
  };
}

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
