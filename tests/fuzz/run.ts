import type { Account } from '../support/api-target';
import { READ_ONLY_REASON } from '../support/api-target';
import { loadOperations, type Operation } from './contract-doc';
import { Holdings } from './holdings';
import { checkIsolation } from './isolation';
import { fuzzOperation, type Session } from './operation';
import { Tally } from './report';
import { runSequences } from './stateful';

// A whole fuzzing run against one API: sign in, then the other dealer's ids (isolation), every
// read, the stateful sequences, every write; one Tally per operation and per resource.

export interface FuzzOptions {
  base: string;
  mutating: boolean;
  account: Account;
  /** The second dealer of the isolation check; without one the check is left out. */
  other: Account | null;
  seed: number;
  runs: number;
  /** Only these operationIds (all when empty). */
  only: string[];
  contract?: string;
  log?: (line: string) => void;
}

export interface FuzzResult {
  rows: Tally[];
  /** Isolation and stateful checks, one Tally each. */
  extra: Tally[];
}

// The fuzzer signs in as a client of its own, apart from the traffic it generates, so the limits
// its generated sign-ins run into never refuse its own.
const SIGN_IN_CLIENT = '10.46.0.1';

export async function signIn(base: string, account: Account): Promise<string> {
  const res = await fetch(`${base}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': SIGN_IN_CLIENT },
    body: JSON.stringify(account),
  });
  const body = (await res.json().catch(() => ({}))) as { accessToken?: string };
  if (res.status !== 200 || !body.accessToken)
    throw new Error(`sign-in as ${account.email} answered ${res.status}`);
  return body.accessToken;
}

/** Reads first, then writes in the order create, change, delete: deletions come last. */
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const byMethod = (a: Operation, b: Operation) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method);

export async function runFuzz(o: FuzzOptions): Promise<FuzzResult> {
  const log = o.log ?? (() => undefined);
  const all = loadOperations(o.contract);
  const unknown = o.only.filter((id) => !all.some((op) => op.id === id));
  if (unknown.length) throw new Error(`no such operationId: ${unknown.join(', ')}`);
  const ops = all.filter((op) => o.only.length === 0 || o.only.includes(op.id)).sort(byMethod);
  const s = {
    base: o.base,
    token: await signIn(o.base, o.account),
    renewals: new Set<string>(),
    seed: o.seed,
    runs: o.runs,
  } as Session;
  const account = { ...o.account };
  s.renew = async () => {
    s.token = await signIn(o.base, account);
  };
  // A signed-in password change (no e-mail in the request) answers the session that replaces
  // the ended one; its new password is the account's from then on.
  s.adopt = (input, reply) => {
    const answer = reply.json as { accessToken?: unknown } | undefined;
    const body = (input.body ?? {}) as { email?: unknown; newPassword?: unknown };
    if (typeof answer?.accessToken !== 'string' || body.email !== undefined) return;
    s.token = answer.accessToken;
    if (typeof body.newPassword === 'string') account.password = body.newPassword;
  };
  s.holdings = await new Holdings(o.base, () => s.token, Holdings.readsOf(all)).init();
  // Own ids for the generators, read again before each operation (earlier ones delete some):
  // those of the reads beside the operation's path first (an address id for /address-books/{id}).
  const takeOwnIds = async (op?: Operation) => {
    const everywhere = await s.holdings.ids();
    const near = op ? await s.holdings.ids(op.path) : everywhere;
    s.hints = (name) => near.get(name) ?? everywhere.get(name) ?? [];
  };
  await takeOwnIds();
  const extra: Tally[] = [];
  if (o.other) {
    const otherToken = await signIn(o.base, o.other);
    const theirs = await new Holdings(o.base, () => otherToken, Holdings.readsOf(all)).init();
    extra.push(await checkIsolation(s, theirs, ops, o.mutating));
    log('isolation checked');
  }
  const rows: Tally[] = [];
  const fuzzOne = async (op: Operation) => {
    if (!op.readOnly && !o.mutating) return rows.push(new Tally(op.id, READ_ONLY_REASON));
    const tally = new Tally(op.id);
    await takeOwnIds(op);
    await fuzzOperation(s, op, tally);
    rows.push(tally);
    log(`${op.id}: ${tally.sent} sent, ${tally.failures.length} failures`);
  };
  for (const op of ops.filter((op) => op.readOnly)) await fuzzOne(op);
  if (o.mutating) extra.push(...(await runSequences(s, all, o.only)));
  for (const op of ops.filter((op) => !op.readOnly)) await fuzzOne(op);
  if (s.renewals.size) log(`signed in again after cases of ${[...s.renewals].join(', ')}`);
  return { rows, extra };
}
