import type { APIRequestContext } from '@playwright/test';
import type { DealerIds } from '../../mocks/data/seed';
import type {
  TestAccount as MockTestAccount,
  TestAccountKind as AccountKind,
} from '../../mocks/data/test-accounts';

// Client of the mock's test-only `POST /__dealers` (see docs/testing.md): one fresh account per
// test, so specs never share the demo accounts' data and never need `POST /__reset`.

export const MOCK_URL = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4011'}`;

/** Ids of a fresh dealer's seed (the demo dealer has 5001, 7001, 9201-9203, 3001/3002, 900001, 8001-8014). */
export type SeedIds = DealerIds;

/** What `POST /__dealers` answers, with the pending account's password as '' (it has none yet). */
export interface TestAccount extends Omit<MockTestAccount, 'password' | 'seed'> {
  password: string;
}

export interface TestDealer extends TestAccount {
  seed: SeedIds;
}

export type { AccountKind };

async function create(request: APIRequestContext, kind: AccountKind) {
  const res = await request.post(`${MOCK_URL}/__dealers`, { data: { kind } });
  if (res.status() !== 201) throw new Error(`POST /__dealers answered ${res.status()}`);
  return res.json();
}

/** An approved dealer with its own copy of the demo dealer's seed. */
export async function createDealer(request: APIRequestContext): Promise<TestDealer> {
  return create(request, 'dealer');
}

/** A fresh company: the Owner (a dealer with the demo seed), its Buyer ($2,000.00 limit) and Estimator. */
export interface TestCompany extends TestDealer {
  buyer: TestAccount;
  estimator: TestAccount;
}

export async function createCompany(request: APIRequestContext): Promise<TestCompany> {
  return create(request, 'company');
}

/** What the demo would have e-mailed to `to` (test-only `GET /__outbox`, docs/demo.md). */
export async function outbox(
  request: APIRequestContext,
  to: string,
): Promise<{ to: string; subject: string; text: string; link: string; sentAt: string }[]> {
  const res = await request.get(`${MOCK_URL}/__outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok()) throw new Error(`GET /__outbox answered ${res.status()}`);
  return (await res.json()).messages;
}

/**
 * A `temporary` account signs in with NEW_PASSWORD_REQUIRED (password Welcome#2026) like
 * newdealer@example.com; a `pending` one awaits activation at /activate-account/{id} (password '');
 * an `applied` one is a signup no administrator has approved yet.
 */
export async function createAccount(
  request: APIRequestContext,
  kind: Exclude<AccountKind, 'dealer' | 'company'>,
): Promise<TestAccount> {
  const a = await create(request, kind);
  return { ...a, password: a.password ?? '' };
}

/** A line put past the API's checks (test-only `POST /__lines`, docs/demo.md). */
export type StaleLine = { sku: string; quantity: number; isAssembled?: boolean };

/**
 * Puts lines into a dealer's cart (or quote) as if the warehouse's stock had dropped after they
 * were added: the only way to get a line the availability rule would refuse.
 */
export async function putStaleLines(
  request: APIRequestContext,
  email: string,
  lines: StaleLine[],
  quoteId?: number,
): Promise<void> {
  const res = await request.post(`${MOCK_URL}/__lines`, {
    data: { email, lines, ...(quoteId === undefined ? {} : { quoteId }) },
  });
  if (!res.ok()) throw new Error(`POST /__lines answered ${res.status()}`);
}
