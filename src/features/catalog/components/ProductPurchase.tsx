import { useState } from 'react';
import { usePurchaseChoices } from '../hooks/usePurchaseChoices';
import { useLocation } from 'wouter';
import { Button, QuantitySelect, styled } from '@ds';
import { useSession } from '@/api';
import { loginPathFor } from '@/lib/next-path';
import { useAddToBag } from '../api/add-to-bag';
import { hasAssemblyOptions, type Product } from '../api/product-model';
import { AssemblyOptions } from './AssemblyOptions';

const Form = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Row = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$4' });

/** Options, quantity and Add to Bag; a visitor's Add to Bag leads to /login (docs/business-rules.md#screens). */
export function ProductPurchase({ product }: { product: Product }) {
  const { isAuthenticated } = useSession();
  const [path, navigate] = useLocation();
  const addToBag = useAddToBag();
  const { quantity, setQuantity, assembled, hinge, setHinge, onAssembledChange, choice } =
    usePurchaseChoices();
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
    <Form>
      {hasAssemblyOptions(product) ? (
        <AssemblyOptions
          sku={product.sku}
          isHingeable={product.isHingeable}
          assembled={assembled}
          hinge={hinge}
          onAssembledChange={onAssembledChange}
          onHingeChange={setHinge}
        />
      ) : null}
      <Row>
        <QuantitySelect
          label="Quantity"
          size={2}
          max={product.qtyRestrictions}
          value={quantity}
          onChange={setQuantity}
        />
        <Button size={3} loading={busy} disabled={outOfStock} onClick={onAdd}>
          Add to Bag
        </Button>
      </Row>
    </Form>
  );
}
