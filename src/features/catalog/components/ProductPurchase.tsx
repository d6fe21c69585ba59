import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@ds';
import { useSession } from '@/api';
import { PurchaseControls, usePurchaseChoice } from '@/components/purchase';
import { loginPathFor } from '@/lib/next-path';
import { useAddToBag } from '../api/add-to-bag';
import { purchaseItem, type Product } from '../api/product-model';

/** Options, quantity and Add to Bag; a visitor's Add to Bag leads to /login (docs/business-rules.md#screens). */
export function ProductPurchase({ product }: { product: Product }) {
  const { isAuthenticated } = useSession();
  const [path, navigate] = useLocation();
  const addToBag = useAddToBag();
  const [choice, setChoice] = usePurchaseChoice();
  const [busy, setBusy] = useState(false);
  const outOfStock = isAuthenticated && (product.stock ?? 0) <= 0;

  async function onAdd() {
    if (!isAuthenticated) {
      navigate(loginPathFor(path));
      return;
    }
    setBusy(true);
    await addToBag(product, choice);
    setBusy(false);
  }

  return (
    <PurchaseControls
      layout="stacked"
      {...purchaseItem(product)}
      value={choice}
      onChange={setChoice}
    >
      <Button size={3} loading={busy} disabled={outOfStock} onClick={onAdd}>
        Add to Bag
      </Button>
    </PurchaseControls>
  );
}
