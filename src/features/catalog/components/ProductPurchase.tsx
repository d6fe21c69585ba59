import { useLocation } from 'wouter';
import { Button } from '@ds';
import { useSession } from '@/api';
import { PurchaseControls } from '@/components/purchase';
import { loginPathFor } from '@/lib/next-path';
import { useAddToBag } from '../api/add-to-bag';
import type { Product } from '../api/product-model';
import { useProductPurchase } from '../hooks/useProductPurchase';

/** Options, quantity and Add to Bag; a visitor's Add to Bag leads to /login (docs/business-rules.md#screens). */
export function ProductPurchase({ product }: { product: Product }) {
  const { isAuthenticated } = useSession();
  const [path, navigate] = useLocation();
  const { controls, busy, add, soldOut } = useProductPurchase(product, useAddToBag());
  const outOfStock = isAuthenticated && soldOut;

  function onAdd() {
    if (isAuthenticated) void add();
    else navigate(loginPathFor(path));
  }

  return (
    <PurchaseControls layout="stacked" {...controls}>
      <Button size={3} loading={busy} disabled={outOfStock} onClick={onAdd}>
        Add to Bag
      </Button>
    </PurchaseControls>
  );
}
