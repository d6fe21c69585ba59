import { expect, test } from '@playwright/test';
import {
  call,
  expectError,
  expectStatus,
  signIn,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';

// Sessions that can be ended, sign-in throttling and oversized bodies (issue 18).

const mockBase = () => `http://127.0.0.1:${process.env.MOCK_PORT ?? '4011'}`;

test('[logout] revokes the refresh token: it no longer mints access tokens, nor does its access token work', async ({
  request,
}) => {
  skipUnlessMutating();
  const { accessToken, refreshToken } = await signIn(request);
  const minted = await call(request, 'POST', '/accounts/refresh-token', { data: { refreshToken } });
  expectStatus(minted, 200);

  const out = await call(request, 'POST', '/accounts/logout', { data: { refreshToken } });
  expectStatus(out, 200);
  expect(out.body).toEqual({ message: expect.any(String) });

  expectError(
    await call(request, 'POST', '/accounts/refresh-token', { data: { refreshToken } }),
    401,
  );
  expectError(await call(request, 'GET', '/accounts/me', { token: accessToken }), 401);
  expectError(await call(request, 'GET', '/accounts/me', { token: minted.body.accessToken }), 401);
  // Signing out twice is harmless.
  expectStatus(await call(request, 'POST', '/accounts/logout', { data: { refreshToken } }), 200);
});

test('[logout] leaves other sessions of the same dealer alone', async ({ request }) => {
  skipUnlessMutating();
  const first = await signIn(request);
  const second = await signIn(request);
  expectStatus(
    await call(request, 'POST', '/accounts/logout', { data: { refreshToken: first.refreshToken } }),
    200,
  );
  expectStatus(
    await call(request, 'POST', '/accounts/refresh-token', {
      data: { refreshToken: second.refreshToken },
    }),
    200,
  );
});

test('[logout] refuses a body without a refresh token at the gate', async ({ request }) => {
  const r = await call(request, 'POST', '/accounts/logout', { data: {} });
  expect([400, 422]).toContain(r.status);
});

test('[login] [logout] an oversized body is a declared 413 {error} without internal details', async ({
  request,
}) => {
  skipUnlessLocal('sends over a megabyte; only against the local mock');
  const big = 'x'.repeat(1_100_000);
  for (const [path, data] of [
    ['/accounts/login', { email: 'dealer@example.com', password: 'Dealer#2026', note: big }],
    ['/accounts/logout', { refreshToken: big }],
  ] as const) {
    const r = await call(request, 'POST', path, { data });
    expectError(r, 413, 'Request body is too large.');
    expect(JSON.stringify(r.body)).not.toMatch(/127\.0\.0\.1|localhost|ECONN|Fetch/i);
  }
  // The mock is still answering afterwards.
  expect((await request.get(`${mockBase()}/maintenance`)).status()).toBe(200);
});
