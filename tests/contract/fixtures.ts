import { test as base } from '@playwright/test';
import {
  createAccount,
  createDealer,
  type SeedIds,
  type TestAccount,
} from '../support/test-accounts';
import { clientAddress } from '../support/client-address';
import { credentials, isLocal, secondAccount, signIn } from './support';

/*
 * Contract fixtures. Locally every test that asks for `dealer` gets a fresh dealer made by the
 * mock's `POST /__dealers` (its own copy of the demo dealer's seed, ids in `dealer.seed`), so the
 * suite runs in parallel and never resets the mock. Against another server (`--base-url`) it is
 * the account of CONTRACT_EMAIL / CONTRACT_PASSWORD and `seed` is null (tests needing seed ids
 * run only locally).
 *
 *   test('[getCart] ...', async ({ request, signedIn: { token, seed } }) => {
 *     ... call(request, 'GET', `/carts/${seed.quote}`, { token }) ...
 *   });
 */

export interface ContractDealer {
  email: string;
  password: string;
  seed: SeedIds | null;
}

/** `dealer` signed in: its access token, and its seed ids (empty against another server). */
export interface SignedIn {
  token: string;
  seed: SeedIds;
}

export const test = base.extend<{
  dealer: ContractDealer;
  signedIn: SignedIn;
  /**
   * A second dealer, for isolation tests: a fresh one locally, the CONTRACT_EMAIL_2 /
   * CONTRACT_PASSWORD_2 account elsewhere (tests that ask for it are skipped without one).
   */
  otherDealer: ContractDealer;
  newAccount: (kind: 'temporary' | 'pending' | 'applied') => Promise<TestAccount>;
}>({
  // Each test is its own client for the API's limits (docs/business-rules.md#limits).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, info) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(info) });
  },
  dealer: async ({ request }, provide) => {
    await provide(isLocal ? await createDealer(request) : { ...credentials, seed: null });
  },
  signedIn: async ({ request, dealer }, provide) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    await provide({ token: accessToken, seed: dealer.seed ?? ({} as SeedIds) });
  },
  otherDealer: async ({ request }, provide, info) => {
    if (isLocal) return provide(await createDealer(request));
    info.skip(!secondAccount, 'needs a second account: CONTRACT_EMAIL_2 / CONTRACT_PASSWORD_2');
    await provide({ ...secondAccount!, seed: null });
  },
  newAccount: async ({ request }, provide) => {
    await provide((kind) => createAccount(request, kind));
  },
});

export { expect } from '@playwright/test';
