import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, QuantitySelect, styled } from '@ds';
import { useSession } from '@/api';
import type { HingeDirection } from '@/features/cart';
import { loginPathFor } from '@/lib/next-path';
import { useAddToBag } from '../api/add-to-bag';
import { hasAssemblyOptions, type Product } from '../api/product-model';
import { AssemblyOptions } from './AssemblyOptions';

const Form = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Row = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$4' });

/** Options, quantity and Add to Bag; a visitor's Add to Bag leads to /login (spec section 6). */
export function ProductPurchase({ product }: { product: Product }) {
  const { isAuthenticated } = useSession();
  const [path, navigate] = useLocation();
  const addToBag = useAddToBag();
  const [quantity, setQuantity] = useState(1);
  const [assembled, setAssembled] = useState(false);
  const [hinge, setHinge] = useState<HingeDirection>('LEFT');
  const [busy, setBusy] = useState(false);
  const outOfStock = isAuthenticated && (product.stock ?? 0) <= 0;

  async function onAdd() {
    if (!isAuthenticated) {
      navigate(loginPathFor(path));
      return;
    }
    setBusy(true);
    await addToBag(product, { quantity, isAssembled: assembled, hinge });
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
          onAssembledChange={(on) => {
            setAssembled(on);
            setHinge('LEFT');
          }}
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
