import { useCallback } from 'react';
import { useToast } from '@ds';
import { hingeToSend, updateCart, type HingeDirection } from '@/features/cart';
import { hasAssemblyOptions, type Product } from './product-model';

export type BagChoice = { quantity: number; isAssembled: boolean; hinge: HingeDirection };

const CART_UPDATED = 'Cart item updated successfully';

/**
 * Adds a product line with the chosen options and tells the user how it went. The cart cache is
 * replaced by the server's answer inside updateCart, so the header badge and total follow.
 * The returned function is stable, so memoised rows do not re-render because of it.
 */
export function useAddToBag() {
  const toast = useToast();
  return useCallback(
    async (
      product: Pick<Product, 'id' | 'afmx' | 'isHingeable'>,
      choice: BagChoice,
    ): Promise<boolean> => {
      const isAssembled = hasAssemblyOptions(product) && choice.isAssembled;
      const result = await updateCart(
        {
          productId: product.id,
          quantity: choice.quantity,
          isAssembled,
          hingeDirection: hingeToSend(
            { isAssembled, isHingeable: product.isHingeable },
            choice.hinge,
          ),
        },
        'cartAdd',
      );
      if (result.ok) toast.show(CART_UPDATED, { variant: 'success' });
      else toast.show(result.message, { variant: 'error' });
      return result.ok;
    },
    [toast],
  );
}
