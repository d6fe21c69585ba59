import { DEAD_CODE, WRONG_CODE, type CodePurpose } from '../codes';
import { badRequest, HttpError, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import { asObject, checkPassword, optStr, reqStr } from '../lib/validate';
import { findAccount, type AccountRecord } from '../state';
import { requireSignedIn } from './common';
import { invitationExpired } from './company';
import { checkClient, checkCodeRequest, noteClient } from './limits';
import { TEXTS } from '../throttle';
import { LIMITS } from '../../src/lib/limits';

// Activation and password reset: both confirm an e-mailed code (docs/business-rules.md#accounts).

/** A right code passes; a wrong one is a 400, a dead one (none, used, expired, 5 wrong) a 410. */
function takeCode(
  ctx: Ctx,
  purpose: CodePurpose,
  account: AccountRecord | null,
  code: string,
): AccountRecord {
  checkClient(ctx, 'codeClient', TEXTS.code);
  if (!account) throw new HttpError(410, DEAD_CODE.none);
  const result = ctx.world.codes.check(purpose, account.id, code, ctx.now);
  if (result === 'ok') return account;
  if (result === 'wrong') {
    noteClient(ctx, 'codeClient');
    throw badRequest(WRONG_CODE);
  }
  throw new HttpError(410, DEAD_CODE[result]);
}

/**
 * The account behind an activation link: only one an administrator approved and that is not yet
 * active. Unknown ids, unapproved signups and active accounts all answer the same 404, so a link
 * tells nobody whether an id exists.
 */
function awaitingActivation(ctx: Ctx, id: unknown): AccountRecord {
  const account = typeof id === 'string' ? ctx.state.accounts.find((a) => a.id === id) : undefined;
  if (!account || account.status !== 'pending') throw notFound('Account does not exist.');
  if (invitationExpired(account, ctx.now))
    throw notFound('This invitation has expired. Please ask your company owner to send it again.');
  return account;
}

export function getAccountEmail(ctx: Ctx): ReplyOf<'getAccountEmail'> {
  const account = awaitingActivation(ctx, ctx.params.accountId);
  return { status: 200, body: { email: account.email } };
}

/** Step 1 only e-mails a code; the password travels with the code in step 2. */
export function requestActivation(ctx: Ctx): ReplyOf<'requestActivation'> {
  const b = asObject(ctx.body);
  const account = awaitingActivation(ctx, reqStr(b, 'accountId', { max: 100 }));
  checkCodeRequest(ctx, 'activation', account.id);
  ctx.world.codes.issue('activation', account.id, ctx.now);
  return { status: 200, body: { message: 'A verification code has been sent to your email.' } };
}

/** Code and password in one call: nobody can swap the password the owner is confirming. */
export function confirmActivation(ctx: Ctx): ReplyOf<'confirmActivation'> {
  const b = asObject(ctx.body);
  const account = awaitingActivation(ctx, reqStr(b, 'accountId', { max: 100 }));
  const code = reqStr(b, 'code', { max: LIMITS.activationCode });
  // A password the policy refuses must not cost one of the code's tries.
  const password = checkPassword(b.password);
  takeCode(ctx, 'activation', account, code);
  account.password = password;
  account.status = 'active';
  return { status: 200, body: { message: 'Account activated successfully. Please log in.' } };
}

/** The account a password-reset call is about: the e-mail in the body, else the session's. */
function resetTarget(ctx: Ctx, email: string | undefined): AccountRecord | null {
  if (email) return findAccount(ctx.state, email) ?? null;
  if (!ctx.headers.authorization) throw badRequest('Please enter your email address.');
  return requireSignedIn(ctx).account;
}

/** Only an account that can sign in can reset its password; anyone else gets no code. */
const canReset = (a: AccountRecord | null): a is AccountRecord =>
  a !== null && (a.status === 'active' || a.status === 'temporary');

export function requestPasswordReset(ctx: Ctx): ReplyOf<'requestPasswordReset'> {
  const b = asObject(ctx.body ?? {});
  const email = optStr(b, 'email', { max: LIMITS.email });
  const account = resetTarget(ctx, email || undefined);
  // Counted per e-mail, known or not, so a refusal tells nobody whether it has an account.
  checkCodeRequest(ctx, 'reset', email || account?.email || '');
  // The same answer for every e-mail, so the form tells nobody which e-mails have accounts.
  if (canReset(account)) ctx.world.codes.issue('reset', account.id, ctx.now);
  return { status: 200, body: { message: 'Verification code sent to your email.' } };
}

export function confirmPasswordReset(ctx: Ctx): ReplyOf<'confirmPasswordReset'> {
  const b = asObject(ctx.body);
  const email = optStr(b, 'email', { max: LIMITS.email });
  const code = reqStr(b, 'code', {
    max: LIMITS.activationCode,
    message: 'Verification code is required.',
  });
  const newPassword = checkPassword(b.newPassword);
  const target = resetTarget(ctx, email || undefined);
  const account = takeCode(ctx, 'reset', canReset(target) ? target : null, code);
  account.password = newPassword;
  account.status = 'active';
  // Whoever held a session of this account (a stolen token too) is signed out everywhere.
  ctx.world.sessions.revokeAll(account.email);
  const message = 'Password reset successfully';
  if (email) return { status: 200, body: { message } };
  // The in-account form stays signed in: its tab gets a new session in place of the ended one.
  const tokens = ctx.world.sessions.issue(account.email, ctx.now, ctx.world.config.accessTtl);
  return { status: 200, body: { message, ...tokens } };
}
