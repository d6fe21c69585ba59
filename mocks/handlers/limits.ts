import { HttpError } from '../lib/http';
import type { Ctx } from '../lib/context';
import { clientKey, LIMITS, pairKey, TEXTS, type Window } from '../throttle';

// The limits as handlers apply them (docs/business-rules.md#limits): a refusal is a 429 with
// Retry-After and a text that says how long to wait.

function tooMany(seconds: number, text: (s: number) => string): HttpError {
  return new HttpError(429, text(seconds), { 'Retry-After': String(seconds) });
}

/** Refuses when this client already used up `limit` for `kind`. */
export function checkClient(ctx: Ctx, kind: keyof typeof LIMITS, text: (s: number) => string) {
  const wait = ctx.world.limits.retryAfter(clientKey(kind, ctx.client), LIMITS[kind], ctx.now);
  if (wait > 0) throw tooMany(wait, text);
}

export function noteClient(ctx: Ctx, kind: keyof typeof LIMITS) {
  ctx.world.limits.note(clientKey(kind, ctx.client), ctx.now);
}

/** Sign-in: the client's cap first, then the growing wait for this e-mail from this client. */
export function checkSignIn(ctx: Ctx, email: string) {
  checkClient(ctx, 'signInClient', TEXTS.signIn);
  const wait = ctx.world.limits.pairDelay(pairKey('signIn', email, ctx.client), ctx.now);
  if (wait > 0) throw tooMany(wait, TEXTS.signIn);
}

export function signInFailed(ctx: Ctx, email: string) {
  noteClient(ctx, 'signInClient');
  ctx.world.limits.note(pairKey('signIn', email, ctx.client), ctx.now);
}

/** The owner got in: the waits this client built up for this e-mail start over. */
export function signInSucceeded(ctx: Ctx, email: string) {
  ctx.world.limits.forget(pairKey('signIn', email, ctx.client));
}

/** A code may be sent: within the client's and the account's budgets. */
export function checkCodeRequest(ctx: Ctx, purpose: string, who: string) {
  checkClient(ctx, 'codeRequestClient', TEXTS.codeRequest);
  const account: Window = LIMITS.codeRequestAccount;
  const key = pairKey(`code:${purpose}`, who, '*');
  const wait = ctx.world.limits.retryAfter(key, account, ctx.now);
  if (wait > 0) throw tooMany(wait, TEXTS.codeRequest);
  noteClient(ctx, 'codeRequestClient');
  ctx.world.limits.note(key, ctx.now);
}
