import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { MOCK_URL } from './support';

// Until the shared per-test dealer fixture lands: each account test signs in as a fresh dealer
// made by the mock's POST /__dealers (the demo dealer's seed: 14 orders, same sales order
// numbers, new ids), so these tests neither call __reset nor share a cart with other tests.

type Credentials = { email: string; password: string };

async function newDealer(request: APIRequestContext): Promise<Credentials> {
  const res = await request.post(`${MOCK_URL}/__dealers`, { data: { kind: 'dealer' } });
  if (!res.ok()) throw new Error(`__dealers answered ${res.status()}`);
  const body = (await res.json()) as { email: string; password: string };
  return { email: body.email, password: body.password };
}

async function signIn(page: Page, request: APIRequestContext, who: Credentials): Promise<void> {
  const res = await request.post(`${MOCK_URL}/accounts/login`, { data: who });
  const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
  await page.context().addCookies(
    (['accessToken', 'refreshToken'] as const).map((name) => ({
      name,
      value: tokens[name],
      domain: 'localhost',
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}

/** `dealer` is a signed-in fresh dealer with the full demo seed. */
export const test = base.extend<{ dealer: Credentials }>({
  dealer: [
    async ({ page, request }, use) => {
      const who = await newDealer(request);
      await signIn(page, request, who);
      await use(who);
    },
    { auto: true },
  ],
});
export { expect } from '@playwright/test';
