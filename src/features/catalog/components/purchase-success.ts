import { isOrderConfirmation, type OrderConfirmation } from '@/lib/order-confirmation';

/**
 * Navigation state the checkout sets on success; Our Products opens 'Purchase Successful!'
 * (docs/business-rules.md#checkout). `confirmation` is the id of the order's confirmation in
 * session storage (shown again after a reload); without storage the order itself comes along and
 * is shown once. Neither is set when the server did not name the order.
 */
export type CheckoutSuccessState = {
  checkoutSuccess: true;
  confirmation?: string;
  order?: OrderConfirmation;
};

export type SuccessFlag =
  { kind: 'stored'; id: string } | { kind: 'once'; order: OrderConfirmation | null };

/** The success flag read from history state, which can hold anything (it survives reloads). */
export function readSuccessState(state: unknown): SuccessFlag | null {
  if (typeof state !== 'object' || state === null) return null;
  const { checkoutSuccess, confirmation, order } = state as Record<string, unknown>;
  if (checkoutSuccess !== true) return null;
  if (typeof confirmation === 'string' && confirmation !== '')
    return { kind: 'stored', id: confirmation };
  return { kind: 'once', order: isOrderConfirmation(order) ? order : null };
}

/** History state without the flag: what is left once the dealer has moved on. */
export function withoutSuccess(state: unknown): Record<string, unknown> | null {
  if (typeof state !== 'object' || state === null) return null;
  const {
    checkoutSuccess: _flag,
    confirmation: _id,
    order: _order,
    ...rest
  } = state as Record<string, unknown>;
  return Object.keys(rest).length ? rest : null;
}
