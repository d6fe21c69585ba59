import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import {
  createAccount,
  createCompany,
  createDealer,
  MOCK_URL,
  type AccountKind,
  type TestAccount,
  type TestCompany,
  type TestDealer,
} from '../support/test-accounts';
import { clientAddress } from '../support/client-address';

/*
 * End-to-end fixtures: every test gets its own dealer, so specs run in parallel (2 workers) and
 * never call `POST /__reset`.
 *
 *   import { expect, test } from './fixtures';
 *
 *   test('adds a cabinet', async ({ page, dealer }) => {
 *     await dealer.signIn(page);                      // session cookies, as after /login
 *     await page.goto('/products/101');
 *     ...
 *     await expect.poll(() => dealer.cartSkus()).toEqual(['TPW-B12 x1']);
 *     const quote = await dealer.api.get(`carts/${dealer.seed.quote}`); // arrange or inspect
 *   });
 *
 * - `dealer` is created on first use: a fresh approved dealer (e-mail `dealer-N@test.example.com`,
 *   password `Dealer#2026`) with its own copy of the demo dealer's seed — empty taxable cart, one
 *   quote (PO-1001), 14 orders, Atlanta (primary) and Savannah addresses, one Visa XXXX1111 — under
 *   ids no other dealer has: read them from `dealer.seed`, never write 7001 or 8014 in a spec.
 * - `dealer.api` is an APIRequestContext on the mock (base URL `${MOCK_URL}/`, relative paths
 *   like `carts`) already carrying the dealer's Bearer token, for arranging data and reading state
 *   the UI does not show. It talks to the mock directly, past the Prism gate.
 * - `newAccount('temporary' | 'pending')` makes an account like newdealer@example.com (sign-in
 *   asks for a new password) or pending@example.com (activation at `/activate-account/{id}`).
 * - The demo accounts (dealer@example.com ...) stay usable for read-only checks such as signing
 *   in; a spec that changes them or switches global mock state (maintenance, `__reset`) belongs in
 *   `tests/global/`, which runs alone before the parallel projects.
 */

export type CartLine = {
  sku: string;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: string | null;
  hingeChosen: boolean;
};

export interface Dealer extends TestDealer {
  /** Signs the page in as this dealer (session cookies on the storefront's host). */
  signIn(page: Page): Promise<void>;
  /** Authorised client of the mock: `dealer.api.get('carts')`, `dealer.api.post('carts', { data })`. */
  api: APIRequestContext;
  /** The dealer's cart lines as the mock holds them. */
  cart(): Promise<CartLine[]>;
  /** The cart as `SKU xQTY` lines, for compact comparisons. */
  cartSkus(): Promise<string[]>;
}

// Specs import everything from here; the `test` below shadows Playwright's.
export * from '@playwright/test';

/** A fresh company: its Owner (with the demo dealer's seed), Buyer and Estimator. */
export interface Company extends TestCompany {
  /** Signs the page in as one of its people, the Owner by default. */
  signIn(page: Page, who?: TestAccount): Promise<void>;
  /** Authorised client of the mock as the Owner, like `dealer.api`. */
  api: APIRequestContext;
}

/** The seeded staff account (many sessions may be signed in at once). */
export const STAFF = { email: 'staff@example.com', password: 'Staff#2026' };

export interface Staff {
  email: string;
  /** Signs the page in as staff (session cookies, as after /login; it lands nowhere). */
  signIn(page: Page): Promise<void>;
}

interface Fixtures {
  dealer: Dealer;
  company: Company;
  staff: Staff;
  newAccount: (kind: Exclude<AccountKind, 'dealer' | 'company'>) => Promise<TestAccount>;
}

type Tokens = { accessToken: string; refreshToken: string };

async function login(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Tokens> {
  const res = await request.post(`${MOCK_URL}/accounts/login`, {
    data: { email: account.email, password: account.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${account.email} answered ${res.status()}`);
  return (await res.json()) as Tokens;
}

/** Stores the tokens as the storefront does after signing in (cookies on its host). */
export async function setSessionCookies(page: Page, host: string, tokens: Tokens): Promise<void> {
  await page.context().addCookies(
    (['accessToken', 'refreshToken'] as const).map((name) => ({
      name,
      value: tokens[name],
      domain: host,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}

export const test = base.extend<Fixtures>({
  // Every request of the test (page, request, dealer.api) comes from the test's own client.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, info) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(info) });
  },
  dealer: async ({ request, playwright, baseURL, extraHTTPHeaders }, provide) => {
    const account = await createDealer(request);
    const tokens = await login(request, account);
    const api = await playwright.request.newContext({
      baseURL: `${MOCK_URL}/`,
      extraHTTPHeaders: { ...extraHTTPHeaders, Authorization: `Bearer ${tokens.accessToken}` },
    });
    const cart = async () => {
      const res = await api.get('carts');
      return ((await res.json()) as { items: CartLine[] }).items;
    };
    await provide({
      ...account,
      api,
      cart,
      cartSkus: async () => (await cart()).map((i) => `${i.sku} x${i.quantity}`),
      signIn: async (page) =>
        setSessionCookies(
          page,
          new URL(baseURL ?? 'http://localhost').hostname,
          await login(request, account),
        ),
    });
    await api.dispose();
  },
  company: async ({ request, playwright, baseURL, extraHTTPHeaders }, provide) => {
    const created = await createCompany(request);
    const tokens = await login(request, created);
    const api = await playwright.request.newContext({
      baseURL: `${MOCK_URL}/`,
      extraHTTPHeaders: { ...extraHTTPHeaders, Authorization: `Bearer ${tokens.accessToken}` },
    });
    const host = new URL(baseURL ?? 'http://localhost').hostname;
    await provide({
      ...created,
      api,
      signIn: async (page, who = created) =>
        setSessionCookies(page, host, await login(request, who)),
    });
    await api.dispose();
  },
  staff: async ({ request, baseURL }, provide) => {
    const origin = new URL(baseURL ?? 'http://localhost');
    await provide({
      email: STAFF.email,
      // Whatever session the page had goes; the storefront marks a staff session in local storage
      // (STAFF_KEY of src/api/session.ts).
      signIn: async (page) => {
        const tokens = await login(request, STAFF);
        await page.context().setStorageState({
          cookies: (['accessToken', 'refreshToken'] as const).map((name) => ({
            name,
            value: tokens[name],
            domain: origin.hostname,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax' as const,
          })),
          origins: [
            { origin: origin.origin, localStorage: [{ name: 'staffEmail', value: STAFF.email }] },
          ],
        });
      },
    });
  },
  newAccount: async ({ request }, provide) => {
    await provide((kind) => createAccount(request, kind));
  },
});
