import { notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import { asObject, reqStr } from '../lib/validate';
import { requireSignedIn, requireStaff } from './common';

// Staff acting as a dealer (docs/business-rules.md#staff-acting-as-a-dealer).

const DEALERS_PAGE_SIZE = 10;

export function listDealers(ctx: Ctx): ReplyOf<'listDealers'> {
  requireStaff(ctx);
  const search = (ctx.query.get('search') ?? '').trim().toLowerCase();
  const raw = Number(ctx.query.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const dealers = ctx.state.accounts
    .filter((a) => a.role !== 'staff' && !a.company && a.status === 'active')
    .filter(
      (a) =>
        !search ||
        a.email.toLowerCase().includes(search) ||
        (a.info.companyName ?? '').toLowerCase().includes(search),
    )
    .sort(
      (a, b) =>
        (a.info.companyName ?? '').localeCompare(b.info.companyName ?? '') ||
        a.email.localeCompare(b.email),
    );
  const start = (page - 1) * DEALERS_PAGE_SIZE;
  return {
    status: 200,
    body: {
      dealers: dealers.slice(start, start + DEALERS_PAGE_SIZE).map((a) => ({
        accountId: a.id,
        email: a.email,
        companyName: a.info.companyName,
        firstName: a.info.firstName,
        lastName: a.info.lastName,
      })),
      currentPage: page,
      totalPages: Math.ceil(dealers.length / DEALERS_PAGE_SIZE),
      totalItems: dealers.length,
    },
  };
}

export function startActing(ctx: Ctx): ReplyOf<'startActing'> {
  const staff = requireStaff(ctx);
  const accountId = reqStr(asObject(ctx.body), 'accountId', { max: 100 });
  const dealer = ctx.state.accounts.find(
    (a) => a.id === accountId && a.role !== 'staff' && !a.company && a.status === 'active',
  );
  if (!dealer) throw notFound('Dealer not found.');
  // One session at a time: the staff session this call came with ends, stopping gives a new one.
  ctx.world.sessions.end(staff.check);
  const tokens = ctx.world.sessions.issue(
    dealer.email,
    ctx.now,
    ctx.world.config.accessTtl,
    staff.account.email,
  );
  return {
    status: 200,
    body: {
      ...tokens,
      isImpersonated: true,
      impersonatedEmail: dealer.email,
      staffEmail: staff.account.email,
    },
  };
}

export function stopActing(ctx: Ctx): ReplyOf<'stopActing'> {
  const who = requireSignedIn(ctx);
  if (!who.actor) return { status: 403, body: { error: 'You are not acting as a dealer.' } };
  const staffEmail = who.actor;
  ctx.world.sessions.end(who.check);
  const tokens = ctx.world.sessions.issue(staffEmail, ctx.now, ctx.world.config.accessTtl);
  return {
    status: 200,
    body: { ...tokens, isImpersonated: false, impersonatedEmail: null, staffEmail },
  };
}

/** Operations that only manage the session itself; everything else a staff member changes is logged. */
const SESSION_OPERATIONS = new Set(['startActing', 'stopActing', 'logout', 'refreshToken']);

/**
 * The audit trail: every change made while acting names the staff member and the dealer. Called
 * after the change succeeded, so a refused call leaves no record.
 */
export function recordActing(ctx: Ctx, method: string, operationId: string): void {
  if (method === 'GET' || SESSION_OPERATIONS.has(operationId)) return;
  const check = ctx.world.sessions.check(ctx.headers.authorization, ctx.now);
  if (!check.ok || !check.actor) return;
  ctx.state.actingLog.push({
    at: new Date(ctx.now).toISOString(),
    staffEmail: check.actor,
    dealerEmail: check.email,
    operation: operationId,
  });
}
