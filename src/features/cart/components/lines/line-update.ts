import type { components } from '@/api';
import { hingeToSend, type PurchaseChoice } from '@/lib/cart-model';

type CartItem = components['schemas']['CartItem'];

/** What a line change sends: the hinge per docs/business-rules.md (null unless assembled and hingeable). */
export function lineUpdate(item: CartItem, next: PurchaseChoice) {
  return {
    cartItemId: item.cartItemId,
    quantity: next.quantity,
    isAssembled: next.isAssembled,
    hingeDirection: hingeToSend(
      { isAssembled: next.isAssembled, isHingeable: item.isHingeable },
      next.hingeDirection,
    ),
  };
}
