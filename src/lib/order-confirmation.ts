import type { components } from '@/api';

// The order confirmation travels through browser storage (the order marker) and history state,
// both of which can hold anything a previous version or another script wrote, so it is checked
// field by field before the screen trusts it (docs/business-rules.md#checkout).

export type OrderConfirmation = components['schemas']['OrderConfirmation'];

export function isOrderConfirmation(value: unknown): value is OrderConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.orderId) &&
    (v.orderId as number) > 0 &&
    typeof v.salesOrderNumber === 'string' &&
    typeof v.createdAt === 'string' &&
    (v.poNumber === null || typeof v.poNumber === 'string') &&
    typeof v.finalAmount === 'number' &&
    Number.isFinite(v.finalAmount)
  );
}

/** Only the confirmation's own fields, whatever else the answer carried (the lock's message). */
export function pickConfirmation(source: OrderConfirmation): OrderConfirmation {
  const { orderId, salesOrderNumber, createdAt, poNumber, finalAmount } = source;
  return { orderId, salesOrderNumber, createdAt, poNumber, finalAmount };
}

/**
 * The order's detail in My Account. Newest orders come first, so a just-placed order is on the
 * first page of the list, which is what the account page opens without a page number.
 */
export function orderDetailPath(orderId: number): string {
  return `/my-account?order=${orderId}`;
}

// docs/business-rules.md#storage: `orderConfirmation` in this tab's session storage keeps the
// confirmation while 'Purchase Successful!' is open, so a reload shows it again. The history entry
// only carries the flag and this record's id: sign-out clears the storage, and with it every
// trace of the order, even in history entries the app can no longer rewrite.
const KEY = 'orderConfirmation';

type StoredConfirmation = { id: string; order: OrderConfirmation | null };

/** Stores the confirmation and answers its id, or null when storage is unavailable. */
export function storeConfirmation(order: OrderConfirmation | null): string | null {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id, order } satisfies StoredConfirmation));
    return id;
  } catch {
    return null;
  }
}

/** The confirmation stored under `id`; null when there is none (acknowledged, or signed out). */
export function readConfirmation(id: string): { order: OrderConfirmation | null } | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id: storedId, order } = parsed as Record<string, unknown>;
    if (storedId !== id) return null;
    return { order: isOrderConfirmation(order) ? order : null };
  } catch {
    return null;
  }
}

export function forgetConfirmation(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
