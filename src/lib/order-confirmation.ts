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
