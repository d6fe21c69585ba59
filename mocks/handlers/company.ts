import { badRequest, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import type { components } from '../../src/api/schema.gen';
import { asObject, EMAIL, reqStr } from '../lib/validate';
import { emptyUserData, findAccount, newAccountId, type AccountRecord, type State } from '../state';
import { fullName, INVITATION_MS, membersOf, OWNER_ONLY, roleOf } from '../domain/company';
import { requireRole } from './common';
import { LIMITS } from '../../src/lib/limits';

// Company Users and the company rule (docs/business-rules.md#company-accounts): the Owner only.

type CompanyUser = components['schemas']['CompanyUser'];

const ownerOnly = (ctx: Ctx) => requireRole(ctx, ['Owner'], OWNER_ONLY);

function statusOf(a: AccountRecord): CompanyUser['status'] {
  if (a.company?.disabled) return 'Disabled';
  return a.status === 'pending' ? 'Invited' : 'Active';
}

function view(a: AccountRecord): CompanyUser {
  const invitedAt = a.company?.invitedAt ?? null;
  const invited = statusOf(a) === 'Invited' && invitedAt;
  return {
    id: a.id,
    firstName: a.info.firstName,
    lastName: a.info.lastName,
    email: a.email,
    role: roleOf(a),
    spendingLimit: a.company?.spendingLimit ?? null,
    status: statusOf(a),
    invitedAt,
    expiresAt: invited ? new Date(Date.parse(invitedAt) + INVITATION_MS).toISOString() : null,
  };
}

/** A person of the Owner's company other than the Owner; another company's id is a 404. */
function member(ctx: Ctx, owner: AccountRecord): AccountRecord {
  const found = membersOf(ctx.state, owner).find((a) => a.id === ctx.params.userId);
  if (!found) throw notFound('User not found.');
  return found;
}

/** Dollars with at most 2 decimals, as the contract's money is. */
function readMoney(v: unknown, label: string): number | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || Math.round(v * 100) !== v * 100)
    throw badRequest(`${label} must be an amount in dollars, such as 2000.00.`);
  return v;
}

function readLimit(role: string, v: unknown): number | null {
  if (role !== 'Buyer') return null;
  const limit = v === undefined ? null : readMoney(v, 'Spending limit');
  if (limit === null) throw badRequest('A Buyer needs a spending limit.');
  return limit;
}

/** Keeps what the demo would have e-mailed, with the link to the two-step activation. */
function sendInvitation(state: State, owner: AccountRecord, a: AccountRecord, now: number) {
  a.company!.invitedAt = new Date(now).toISOString();
  const link = `/activate-account/${a.id}`;
  state.outbox.push({
    to: a.email,
    subject: `${fullName(owner)} invited you to ${owner.info.companyName ?? 'their company'}`,
    text: `Activate your account within 7 days: ${link}`,
    link,
    sentAt: a.company!.invitedAt,
  });
}

export function listCompanyUsers(ctx: Ctx): ReplyOf<'listCompanyUsers'> {
  const { owner } = ownerOnly(ctx);
  return {
    status: 200,
    body: {
      users: membersOf(ctx.state, owner).map(view),
      approvalThreshold: owner.approvalThreshold ?? null,
    },
  };
}

export function inviteCompanyUser(ctx: Ctx): ReplyOf<'inviteCompanyUser'> {
  const { owner } = ownerOnly(ctx);
  const b = asObject(ctx.body);
  const firstName = reqStr(b, 'firstName', { max: LIMITS.name, label: 'First name' });
  const lastName = reqStr(b, 'lastName', { max: LIMITS.name, label: 'Last name' });
  const email = reqStr(b, 'email', {
    max: LIMITS.email,
    pattern: EMAIL,
    message: 'Please enter a valid email address',
  });
  const role = b.role;
  if (role !== 'Buyer' && role !== 'Estimator')
    throw badRequest('Role must be Buyer or Estimator.');
  const spendingLimit = readLimit(role, b.spendingLimit);
  if (findAccount(ctx.state, email))
    return { status: 409, body: { error: `${email} is already in use.` } };
  const account: AccountRecord = {
    id: newAccountId(),
    email,
    password: null,
    status: 'pending',
    info: { ...owner.info, firstName, lastName, email },
    company: { ownerEmail: owner.email, role, spendingLimit, invitedAt: null, disabled: false },
  };
  ctx.state.accounts.push(account);
  ctx.state.seq.cart += 1;
  ctx.state.data[email.toLowerCase()] = emptyUserData(ctx.state.seq.cart);
  sendInvitation(ctx.state, owner, account, ctx.now);
  return { status: 201, body: view(account) };
}

export function updateCompanyUser(ctx: Ctx): ReplyOf<'updateCompanyUser'> {
  const { owner } = ownerOnly(ctx);
  const a = member(ctx, owner);
  const b = asObject(ctx.body);
  if (b.role === undefined && b.spendingLimit === undefined) throw badRequest('Nothing to update.');
  if (a === owner) {
    if (b.role !== undefined && b.role !== 'Owner')
      throw badRequest('You cannot change your own role.');
    if (b.spendingLimit !== undefined && b.spendingLimit !== null)
      throw badRequest('The owner has no spending limit.');
    return { status: 200, body: view(a) };
  }
  const role = b.role ?? a.company!.role;
  if (role !== 'Buyer' && role !== 'Estimator')
    throw badRequest('A company has one owner: the role must be Buyer or Estimator.');
  const limit = readLimit(
    role,
    b.spendingLimit === undefined ? a.company!.spendingLimit : b.spendingLimit,
  );
  a.company!.role = role;
  a.company!.spendingLimit = limit;
  return { status: 200, body: view(a) };
}

function invited(ctx: Ctx): { owner: AccountRecord; a: AccountRecord } {
  const { owner } = ownerOnly(ctx);
  const a = member(ctx, owner);
  if (statusOf(a) !== 'Invited')
    throw badRequest(`${a.email} has already accepted the invitation.`);
  return { owner, a };
}

export function withdrawInvitation(ctx: Ctx): ReplyOf<'withdrawInvitation'> {
  const { a } = invited(ctx);
  ctx.state.accounts = ctx.state.accounts.filter((x) => x !== a);
  delete ctx.state.data[a.email.toLowerCase()];
  return { status: 204, body: undefined };
}

export function resendInvitation(ctx: Ctx): ReplyOf<'resendInvitation'> {
  const { owner, a } = invited(ctx);
  sendInvitation(ctx.state, owner, a, ctx.now);
  return { status: 200, body: view(a) };
}

function setDisabled(ctx: Ctx, disabled: boolean) {
  const { owner } = ownerOnly(ctx);
  const a = member(ctx, owner);
  if (a === owner) throw badRequest('You cannot disable yourself.');
  if (a.status === 'pending')
    throw badRequest('An invitation cannot be disabled: withdraw it instead.');
  a.company!.disabled = disabled;
  // Tokens from before the disabling never work again, even once enabled.
  if (!disabled) ctx.world.sessions.revokeAll(a.email);
  return view(a);
}

export function disableCompanyUser(ctx: Ctx): ReplyOf<'disableCompanyUser'> {
  return { status: 200, body: setDisabled(ctx, true) };
}

export function enableCompanyUser(ctx: Ctx): ReplyOf<'enableCompanyUser'> {
  return { status: 200, body: setDisabled(ctx, false) };
}

export function updateCompanyRule(ctx: Ctx): ReplyOf<'updateCompanyRule'> {
  const { owner } = ownerOnly(ctx);
  const b = asObject(ctx.body);
  if (!('approvalThreshold' in b)) throw badRequest('approvalThreshold is required.');
  owner.approvalThreshold = readMoney(b.approvalThreshold, 'The approval amount');
  return { status: 200, body: { approvalThreshold: owner.approvalThreshold } };
}

/** An invitation link works for 7 days after it was (last) sent. */
export function invitationExpired(a: AccountRecord, now: number): boolean {
  const at = a.company?.invitedAt;
  return !!at && now - Date.parse(at) > INVITATION_MS;
}
