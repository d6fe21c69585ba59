// The checkout's order key (docs/api.md#order-keys): at most one order per key and dealer, and a
// repeat of the key answers as the first time did, so a checkout whose answer was lost can be
// sent again or asked about without a second order.
import { badRequest, HttpError, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import { asObject } from '../lib/validate';
import { userData, type OrderKeyOutcome, type UserData } from '../state';
import { requireUser } from './common';
import { confirmationOf, settle } from './order-state';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const NO_KEY =
  'Every order needs an order key: send an Idempotency-Key header of 16 to 64 letters, digits, - or _.';
const OTHER_CART =
  'This order key was already used for a different cart, so nothing was placed. Review your cart and place the order again.';

type CheckoutReply = ReplyOf<'checkout'>;

/** The key and the cart lines it was made for, each line as one comparable text, sorted. */
export function readOrderKey(ctx: Ctx, data: UserData): { key: string; lines: string[] } {
  const header = ctx.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw badRequest(NO_KEY);
  // Without `items` the key is made for the cart as the server holds it now.
  const sent = asObject(ctx.body).items;
  const items: unknown[] = Array.isArray(sent) ? sent : data.cart.items;
  const lines = items.map((raw) => {
    const i = asObject(raw);
    return [i.productId, i.quantity, i.isAssembled === true, i.hingeDirection ?? null].join('|');
  });
  return { key, lines: lines.sort() };
}

const sameLines = (a: string[], b: string[]) =>
  a.length === b.length && a.every((line, n) => line === b[n]);

/** A repeat of a known key: the first answer again, or 409 for other lines; null for a new key. */
export function recallCheckout(data: UserData, key: string, lines: string[]): CheckoutReply | null {
  const known = data.orderKeys?.[key];
  if (!known) return null;
  if (!sameLines(known.lines, lines)) return { status: 409, body: { error: OTHER_CART } };
  if (known.refusal) return structuredClone(known.refusal);
  const order = data.orders.find((o) => o.id === known.placed);
  if (!order) throw notFound('No order was placed with this order key.');
  return { status: 201, body: { message: 'Order placed successfully.', ...confirmationOf(order) } };
}

/**
 * Keeps what a new key's checkout came to: the order, or a refusal of the order itself (400,
 * 404), which stands through the rollback of the refused request. A lock refusal (409) is not
 * kept: the key may be sent again once the other order is done.
 */
export function recordCheckout(
  ctx: Ctx,
  email: string,
  key: string,
  lines: string[],
  outcome: CheckoutReply | HttpError,
): void {
  const record = (data: UserData, entry: OrderKeyOutcome) => {
    data.orderKeys = { ...data.orderKeys, [key]: entry };
  };
  if (!(outcome instanceof HttpError) && outcome.status === 201) {
    record(userData(ctx.state, email), { lines, placed: outcome.body.orderId, refusal: null });
    return;
  }
  const status = Number(outcome.status);
  if (status !== 400 && status !== 404) return;
  const kept: 400 | 404 = status;
  const body = outcome instanceof HttpError ? outcome.body : (outcome.body as { error: string });
  const refusal = { status: kept, body: structuredClone(body) };
  ctx.keep((state) => record(userData(state, email), { lines, placed: null, refusal }));
}

export function getCheckoutOutcome(ctx: Ctx): ReplyOf<'getCheckoutOutcome'> {
  const { data } = requireUser(ctx);
  settle(data, ctx.now);
  const known = data.orderKeys?.[ctx.params.orderKey ?? ''];
  if (!known) throw notFound('No order was placed with this order key.');
  if (known.refusal) {
    const { error, lines } = known.refusal.body;
    return {
      status: 200,
      body: { state: 'refused', message: error, order: null, ...(lines ? { lines } : {}) },
    };
  }
  const order = data.orders.find((o) => o.id === known.placed);
  if (!order) throw notFound('No order was placed with this order key.');
  const processing = data.processingOrderId === order.id;
  return {
    status: 200,
    body: {
      state: processing ? 'processing' : 'placed',
      message: processing ? 'Your order is being processed.' : 'Your order has been placed.',
      order: confirmationOf(order),
    },
  };
}
