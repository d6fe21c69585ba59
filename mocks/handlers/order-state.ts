import type { Order, OrderConfirmation } from '../lib/types';
import type { UserData } from '../state';

/** Once the lock has ended the order that was processing counts as paid. */
export function settle(data: UserData, now: number) {
  if (data.processingOrderId === null || data.lockUntil > now) return;
  const order = data.orders.find((o) => o.id === data.processingOrderId);
  if (order) order.status = 'PAID';
  data.processingOrderId = null;
}

/** What the dealer's confirmation shows (docs/business-rules.md#checkout). */
export function confirmationOf(order: Order): OrderConfirmation {
  return {
    orderId: order.id,
    salesOrderNumber: order.salesOrderNumber,
    createdAt: order.createdAt,
    poNumber: order.poNumber ?? null,
    finalAmount: order.finalAmount,
  };
}
