import { useState } from 'react';
import type { HingeDirection } from '@/features/cart';

/** Quantity, assembly and hinge as the product page and every colour-table row offer them. */
export function usePurchaseChoices() {
  const [quantity, setQuantity] = useState(1);
  const [assembled, setAssembled] = useState(false);
  const [hinge, setHinge] = useState<HingeDirection>('LEFT');
  // docs/business-rules.md#assembly: switching assembly on or off starts the hinge again from LEFT.
  const onAssembledChange = (on: boolean) => {
    setAssembled(on);
    setHinge('LEFT');
  };
  return {
    quantity,
    setQuantity,
    assembled,
    hinge,
    setHinge,
    onAssembledChange,
    choice: { quantity, isAssembled: assembled, hinge },
  };
}
