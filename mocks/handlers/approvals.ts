import { computeTotals } from '../../src/lib/cart-model';
import { badRequest, HttpError, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import type { components } from '../../src/api/schema.gen';
import { asObject, optStr, reqStr } from '../lib/validate';
import { findAccount, type AccountRecord, type ApprovalRecord } from '../state';
import { fullName, OWNER_ONLY } from '../domain/company';
import { cartItem, requireRole, requireUser } from './common';
import { LIMITS } from '../../src/lib/limits';

// Approval requests (docs/business-rules.md#approvals): a Buyer over their limit or an Estimator
// freezes the cart for the Owner, who approves it by placing it (checkout with approvalRequestId,
// where stock, limits and prices are checked again) or rejects it with a reason.

type ApprovalRequest = components['schemas']['ApprovalRequest'];
const DECIDED = 'This request is no longer pending.';

function renderRequest(ctx: Ctx, r: ApprovalRecord): ApprovalRequest {
  const requester = findAccount(ctx.state, r.requesterEmail);
  const items = r.items.map((i) => cartItem(ctx.catalog, i));
  const t = computeTotals(items, { isTaxable: r.isTaxable, discountPercent: 0 });
  return {
    id: r.id,
    status: r.status,
    requestedBy: {
      id: requester?.id ?? '',
      name: requester ? fullName(requester) : r.requesterEmail,
      email: r.requesterEmail,
    },
    createdAt: r.createdAt,
    note: r.note,
    poNumber: r.poNumber,
    items,
    subTotal: t.subTotal,
    tax: t.tax,
    assemblyFee: t.assemblyFee,
    totalPrice: t.totalPrice,
    reason: r.reason,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt,
    orderId: r.orderId,
    movedToCart: r.movedToCart,
  };
}

/** What a person sees: the Owner every request of the company, anyone else their own. */
function visible(ctx: Ctx): { who: ReturnType<typeof requireUser>; list: ApprovalRecord[] } {
  const who = requireUser(ctx);
  const owner = who.owner.email.toLowerCase();
  const me = who.account.email.toLowerCase();
  const list = ctx.state.approvals.filter((r) =>
    who.role === 'Owner'
      ? r.ownerEmail.toLowerCase() === owner
      : r.requesterEmail.toLowerCase() === me,
  );
  return { who, list };
}

/** One request the caller may see; another company's (or another person's) id is a 404. */
export function findRequest(list: ApprovalRecord[], id: unknown): ApprovalRecord {
  const n = Number(id);
  const r = Number.isInteger(n) ? list.find((x) => x.id === n) : undefined;
  if (!r) throw notFound('Approval request not found.');
  return r;
}

function requireMine(account: AccountRecord, r: ApprovalRecord): void {
  if (r.requesterEmail.toLowerCase() !== account.email.toLowerCase())
    throw new HttpError(403, 'Only the person who asked can do this.');
}

export function listApprovalRequests(ctx: Ctx): ReplyOf<'listApprovalRequests'> {
  const { list } = visible(ctx);
  const status = ctx.query.get('status');
  const chosen = status ? list.filter((r) => r.status === status) : list;
  return { status: 200, body: [...chosen].reverse().map((r) => renderRequest(ctx, r)) };
}

export function getApprovalRequest(ctx: Ctx): ReplyOf<'getApprovalRequest'> {
  const { list } = visible(ctx);
  return { status: 200, body: renderRequest(ctx, findRequest(list, ctx.params.requestId)) };
}

export function submitForApproval(ctx: Ctx): ReplyOf<'submitForApproval'> {
  const { account, data, owner } = requireRole(
    ctx,
    ['Buyer', 'Estimator'],
    'The company owner places orders directly.',
  );
  const b = ctx.body === undefined ? {} : asObject(ctx.body);
  const note = optStr(b, 'note', { max: 500, label: 'Note' }) || null;
  const poNumber = optStr(b, 'poNumber', { max: LIMITS.poNumber, label: 'PO number' }) || null;
  const cart = data.cart;
  if (cart.items.length === 0)
    return {
      status: 400,
      body: { error: 'Your cart is empty. Please add items before checking out.' },
    };
  ctx.state.seq.approval += 1;
  const record: ApprovalRecord = {
    id: ctx.state.seq.approval,
    ownerEmail: owner.email,
    requesterEmail: account.email,
    status: 'PENDING_APPROVAL',
    createdAt: new Date(ctx.now).toISOString(),
    note,
    poNumber: poNumber ?? cart.poNumber,
    isTaxable: cart.isTaxable,
    items: structuredClone(cart.items),
    reason: null,
    decidedBy: null,
    decidedAt: null,
    orderId: null,
    movedToCart: false,
  };
  ctx.state.approvals.push(record);
  cart.items = [];
  cart.poNumber = null;
  return { status: 201, body: renderRequest(ctx, record) };
}

export function withdrawApprovalRequest(ctx: Ctx): ReplyOf<'withdrawApprovalRequest'> {
  const { who, list } = visible(ctx);
  const r = findRequest(list, ctx.params.requestId);
  requireMine(who.account, r);
  if (r.status !== 'PENDING_APPROVAL') return { status: 409, body: { error: DECIDED } };
  r.status = 'WITHDRAWN';
  r.decidedAt = new Date(ctx.now).toISOString();
  return { status: 200, body: renderRequest(ctx, r) };
}

export function rejectApprovalRequest(ctx: Ctx): ReplyOf<'rejectApprovalRequest'> {
  const { who, list } = visible(ctx);
  if (who.role !== 'Owner') throw new HttpError(403, OWNER_ONLY);
  const r = findRequest(list, ctx.params.requestId);
  const reason = reqStr(asObject(ctx.body), 'reason', { max: 500, label: 'Reason' }).trim();
  if (!reason) throw badRequest('Please give a reason for the rejection.');
  if (r.status !== 'PENDING_APPROVAL') return { status: 409, body: { error: DECIDED } };
  r.status = 'REJECTED';
  r.reason = reason;
  r.decidedBy = fullName(who.account);
  r.decidedAt = new Date(ctx.now).toISOString();
  return { status: 200, body: renderRequest(ctx, r) };
}

export function moveApprovalRequestToCart(ctx: Ctx): ReplyOf<'moveApprovalRequestToCart'> {
  const { who, list } = visible(ctx);
  const r = findRequest(list, ctx.params.requestId);
  requireMine(who.account, r);
  if ((r.status !== 'REJECTED' && r.status !== 'WITHDRAWN') || r.movedToCart)
    return {
      status: 409,
      body: { error: 'Only a rejected or withdrawn request can be moved to the cart, once.' },
    };
  for (const item of r.items) {
    ctx.state.seq.item += 1;
    who.data.cart.items.push({ ...structuredClone(item), cartItemId: ctx.state.seq.item });
  }
  if (!who.data.cart.poNumber) who.data.cart.poNumber = r.poNumber;
  r.movedToCart = true;
  return { status: 200, body: renderRequest(ctx, r) };
}
