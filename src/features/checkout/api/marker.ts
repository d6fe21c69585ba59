// docs/business-rules.md#storage: `orderInProgress` holds when Place Order was pressed and the PO
// number, so a reload during processing can find its way back to the loader. Nothing else about
// the order (and never card data) goes to storage.

const KEY = 'orderInProgress';

export type OrderMarker = { time: number; poNumber: string | null };

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
    if (parsed && typeof parsed === 'object' && typeof (parsed as OrderMarker).time === 'number')
      return parsed as OrderMarker;
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
