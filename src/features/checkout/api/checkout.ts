import { api, errorText, toResult, type components, type Result } from '@/api';

export type CheckoutRequest = components['schemas']['CheckoutRequest'];
export type CheckoutResponse = components['schemas']['CheckoutResponse'];
export type LockStatus = components['schemas']['LockStatus'];

export const LOCK_POLL_MS = 2000;
export const LOCK_MAX_POLLS = 60;
export const ORDER_MARKER_TTL_MS = 120_000;
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items before checking out.';

/** Success is a 201 and nothing else (docs/business-rules.md#checkout). */
export async function placeOrder(
  body: CheckoutRequest,
  orderKey: string,
): Promise<Result<CheckoutResponse>> {
  const answer = await api.POST('/orders/checkout', {
    body,
    params: { header: { 'Idempotency-Key': orderKey } },
  });
  if (answer.response.status === 201 && answer.data) return { ok: true, data: answer.data };
  return {
    ok: false,
    message: errorText('checkout', answer.error),
    status: answer.response.status,
    body: answer.error,
  };
}

export async function checkLockStatus(): Promise<Result<LockStatus>> {
  const answer = await api.GET('/orders/check-lock-status');
  if (answer.response.status === 200 && answer.data) return { ok: true, data: answer.data };
  if (answer.response.ok) {
    return {
      ok: false,
      message: errorText('lockStatusUnexpected', null),
      status: answer.response.status,
      body: null,
    };
  }
  return toResult(answer, 'lockStatus');
}

export type CheckoutOutcome = components['schemas']['CheckoutOutcome'];

/**
 * What became of the checkout sent with `orderKey` (docs/api.md#order-keys): `null` when no
 * checkout of this dealer carried it, so nothing was placed.
 */
export async function getCheckoutOutcome(
  orderKey: string,
): Promise<Result<CheckoutOutcome | null>> {
  try {
    const answer = await api.GET('/orders/checkout/{orderKey}', {
      params: { path: { orderKey } },
    });
    if (answer.response.status === 404) return { ok: true, data: null };
    return toResult(answer, 'lockStatus');
  } catch {
    return { ok: false, message: errorText('lockStatus', null), status: 0, body: null };
  }
}
