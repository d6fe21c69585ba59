import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '@ds';
import { normalizeOptions, updateCart, type PurchaseChoice } from '@/features/cart';
import type { Product } from './product-model';

const CART_UPDATED = 'Cart item updated successfully';

/**
 * Adds a product line with the chosen options and tells the user how it went. The cart cache is
 * replaced by the server's answer inside updateCart, so the header badge and total follow.
 * The returned function is stable, so memoised rows do not re-render because of it.
 */
export function useAddToBag() {
  const toast = useToast();
  const [, navigate] = useLocation();
  return useCallback(
    async (
      product: Pick<Product, 'id' | 'afmx' | 'isHingeable'>,
      choice: PurchaseChoice,
    ): Promise<boolean> => {
      const result = await updateCart(
        {
          productId: product.id,
          quantity: choice.quantity,
          ...normalizeOptions(product, choice.isAssembled, choice.hingeDirection),
        },
        'cartAdd',
      );
      if (result.ok) {
        toast.success(CART_UPDATED, {
          action: { label: 'View Cart', onSelect: () => navigate('/cart') },
        });
      } else toast.show(result.message, { variant: 'error' });
      return result.ok;
    },
    [toast, navigate],
  );
}
