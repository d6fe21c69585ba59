import type { APIRequestContext, Page } from '@playwright/test';

export const MOCK_URL = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4011'}`;

export const DEALER = { email: 'dealer@example.com', password: 'Dealer#2026' };

/** Restores the demo seed so every test starts from the same state. */
export async function resetDemo(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${MOCK_URL}/__reset`);
  if (!res.ok()) throw new Error(`__reset answered ${res.status()}`);
}

/** Signs in through the API and stores the tokens as the storefront would (cookies on localhost). */
export async function signInAsDealer(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post(`${MOCK_URL}/accounts/login`, { data: DEALER });
  const body = (await res.json()) as { accessToken: string; refreshToken: string };
  const url = new URL(page.url().startsWith('http') ? page.url() : 'http://localhost:5173');
  await page.context().addCookies([
    {
      name: 'accessToken',
      value: body.accessToken,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
    },
    {
      name: 'refreshToken',
      value: body.refreshToken,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
    },
  ]);
}
