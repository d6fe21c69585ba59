import { HttpError } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { Order } from '../lib/types';
import { optInt } from '../lib/validate';
import { findAccount, userData, type CartRecord } from '../state';
import { fullName, membersOf, OWNER_ONLY } from '../domain/company';
import { requireUser } from './common';
import { findRequest } from './approvals';

// Orders in a company (docs/business-rules.md#company-accounts): the Owner sees everyone's with
// who made each, anyone else their own and those placed on approval of their requests.

export function visibleOrders(ctx: Ctx): Order[] {
  const who = requireUser(ctx);
  if (who.role !== 'Owner') {
    const mine = new Set(
      ctx.state.approvals
        .filter((r) => r.requesterEmail.toLowerCase() === who.account.email.toLowerCase())
        .map((r) => r.orderId),
    );
    const approved = who.company.orders.filter((o) => mine.has(o.id));
    return [...who.data.orders, ...approved].sort(newestFirst);
  }
  const people = membersOf(ctx.state, who.owner);
  if (people.length === 1) return who.data.orders;
  return people
    .flatMap((p) =>
      userData(ctx.state, p.email).orders.map((o) =>
        o.orderedBy === undefined && p !== who.owner ? { ...o, orderedBy: fullName(p) } : o,
      ),
    )
    .sort(newestFirst);
}

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The Owner placing a pending request (checkout with approvalRequestId): its lines as a cart,
 * and what to record once the order is placed. Null when the checkout is the caller's own cart.
 */
export function approvalOf(
  ctx: Ctx,
  who: ReturnType<typeof requireUser>,
  b: Record<string, unknown>,
): { cart: CartRecord; placed: (order: Order) => void } | null {
  const id = optInt(b, 'approvalRequestId', 1);
  if (id === undefined) return null;
  if (who.role !== 'Owner') throw new HttpError(403, OWNER_ONLY);
  const owner = who.owner.email.toLowerCase();
  const r = findRequest(
    ctx.state.approvals.filter((x) => x.ownerEmail.toLowerCase() === owner),
    id,
  );
  if (r.status !== 'PENDING_APPROVAL')
    throw new HttpError(409, 'This request is no longer pending.');
  const requester = findAccount(ctx.state, r.requesterEmail);
  const cart: CartRecord = { id: 0, poNumber: r.poNumber, isTaxable: r.isTaxable, items: r.items };
  return {
    cart,
    placed: (order) => {
      const approvedBy = fullName(who.account);
      const requestedBy = requester ? fullName(requester) : r.requesterEmail;
      order.orderedBy = requestedBy;
      order.approval = { requestedBy, approvedBy };
      r.status = 'APPROVED';
      r.decidedBy = approvedBy;
      r.decidedAt = order.createdAt;
      r.orderId = order.id;
    },
  };
}
