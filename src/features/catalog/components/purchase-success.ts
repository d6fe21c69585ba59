import { isOrderConfirmation, type OrderConfirmation } from '@/lib/order-confirmation';

/**
 * Navigation state the checkout sets on success; Our Products opens 'Purchase Successful!' with
 * the order's facts (docs/business-rules.md#checkout). `order` is missing only when the server
 * did not name the order.
 */
export type CheckoutSuccessState = { checkoutSuccess: true; order?: OrderConfirmation };

/**
 * The success flag and its order, read from history state; null without the flag. The state can
 * hold anything (it survives reloads), so the order is kept only when it is well formed.
 */
export function readSuccessState(state: unknown): { order: OrderConfirmation | null } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { checkoutSuccess, order } = state as Record<string, unknown>;
  if (checkoutSuccess !== true) return null;
  return { order: isOrderConfirmation(order) ? order : null };
}

/** History state without the flag and its order: what is left once the dealer has moved on. */
export function withoutSuccess(state: unknown): Record<string, unknown> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { checkoutSuccess: _flag, order: _order, ...rest } = state as Record<string, unknown>;
  return Object.keys(rest).length ? rest : null;
}
