// docs/business-rules.md#storage: `orderInProgress` holds when Place Order was pressed and the PO
// number, so a reload during processing can find its way back to the loader. Once the server has
// accepted the order it also holds the order's confirmation (number, date, PO number, total), so a
// reload before the page has moved on (while the card is being saved) still confirms the order.
// Never card data. Sign-out clears it with the rest of the storage.
import { isOrderConfirmation, type OrderConfirmation } from '@/lib/order-confirmation';

const KEY = 'orderInProgress';

export type OrderMarker = {
  time: number;
  poNumber: string | null;
  /** Set once the order is accepted (a 201). */
  order?: OrderConfirmation;
};

export function writeMarker(marker: OrderMarker): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(marker));
  } catch {
    // Storage unavailable: the order still goes through, only a reload cannot resume.
  }
}

export function readMarker(): OrderMarker | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as OrderMarker).time === 'number') {
      const { time, poNumber, order } = parsed as Record<string, unknown>;
      return {
        time: time as number,
        poNumber: typeof poNumber === 'string' ? poNumber : null,
        // A damaged confirmation is dropped: the lock status names the order again.
        ...(isOrderConfirmation(order) ? { order } : {}),
      };
    }
    if (raw) localStorage.removeItem(KEY);
  } catch {
    // A damaged marker counts as none.
  }
  return null;
}

export function clearMarker(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
