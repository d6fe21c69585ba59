import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '@ds';
import { addToCart, cappedMessage } from '@/features/cart';
import { choiceOptions, type PurchaseChoice } from '@/lib/cart-model';
import type { Product } from './product-model';

const CART_UPDATED = 'Cart item updated successfully';
/** A capped add is read, not glanced at: it says what did not go in. */
const CAPPED_TOAST_MS = 6000;

/**
 * Adds a product line with the chosen options and tells the user how it went, including a
 * quantity the cart capped. The cart cache is replaced by the server's answer, so the header
 * badge and total follow. The returned function is stable, so memoised rows do not re-render.
 */
export function useAddToBag() {
  const toast = useToast();
  const [, navigate] = useLocation();
  return useCallback(
    async (
      product: Pick<Product, 'id' | 'afmx' | 'isHingeable'>,
      choice: PurchaseChoice,
    ): Promise<boolean> => {
      const result = await addToCart({
        productId: product.id,
        quantity: choice.quantity,
        ...choiceOptions(product, choice),
      });
      if (!result.ok) {
        toast.show(result.message, { variant: 'error' });
        return false;
      }
      const action = { label: 'View Cart', onSelect: () => navigate('/cart') };
      const { capped } = result.data;
      if (capped)
        toast.show(cappedMessage(capped), {
          variant: 'warning',
          duration: CAPPED_TOAST_MS,
          action,
        });
      else toast.success(CART_UPDATED, { action });
      return true;
    },
    [toast, navigate],
  );
}
