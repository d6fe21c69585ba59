import type { components } from '@/api';
import { hingeToSend, type PurchaseChoice } from '@/lib/cart-model';

type CartItem = components['schemas']['CartItem'];

/**
 * What a line change sends: the hinge per docs/business-rules.md (null unless assembled and
 * hingeable), and whether its side was chosen (a side picked in the control, else the line's own).
 */
export function lineUpdate(item: CartItem, next: PurchaseChoice) {
  const hingeDirection = hingeToSend(
    { isAssembled: next.isAssembled, isHingeable: item.isHingeable },
    next.hingeDirection,
  );
  return {
    cartItemId: item.cartItemId,
    quantity: next.quantity,
    isAssembled: next.isAssembled,
    hingeDirection,
    hingeChosen: hingeDirection !== null && (next.hingeChosen ?? item.hingeChosen),
  };
}
