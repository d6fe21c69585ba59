import { useState } from 'react';
import { Button, type CSS } from '@ds';
import { usePurchaseChoice } from '@/components/purchase';
import type { PurchaseChoice } from '@/lib/cart-model';
import { purchaseItem, type Product } from '../api/product-model';

/**
 * A product's own choices (quantity, assembly, hinge side) bound to its PurchaseControls, and the
 * add that keeps Add to Bag busy until the cart has answered.
 */
export function useProductPurchase(
  product: Product,
  addToBag: (product: Product, choice: PurchaseChoice) => Promise<unknown>,
) {
  const [choice, setChoice] = usePurchaseChoice();
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    await addToBag(product, choice);
    setBusy(false);
  }

  const soldOut = (product.stock ?? 0) <= 0;
  return {
    controls: { ...purchaseItem(product), value: choice, onChange: setChoice },
    busy,
    add,
    soldOut,
  };
}

/** A card's or row's own Add to Bag, named by the product's SKU; sold out, it cannot be pressed. */
export function AddToBagButton({
  purchase,
  sku,
  css,
}: {
  purchase: ReturnType<typeof useProductPurchase>;
  sku: string;
  css?: CSS;
}) {
  return (
    <Button
      size={1}
      loading={purchase.busy}
      disabled={purchase.soldOut}
      onClick={purchase.add}
      aria-label={`Add to Bag: ${sku}`}
      css={css}
    >
      Add to Bag
    </Button>
  );
}
