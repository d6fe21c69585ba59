import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { createDealer } from '../support/test-accounts';
import {
  call,
  expectError,
  expectStatus,
  signIn,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';

// Sessions that can be ended, oversized bodies, and a demo API that keeps the contract and its
// data safe by itself, with no gate in front (docs/business-rules.md#session).

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

test('[listOrders] [getQuote] [getProduct] the demo API refuses what the contract forbids without the gate', async ({
  request,
}) => {
  skipUnlessLocal("talks to the demo API's own port, past the gate");
  const dealer = await createDealer(request);
  const login = await request.post(`${mockBase()}/accounts/login`, {
    data: { email: dealer.email, password: dealer.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  for (const path of ['/orders?page=0', '/carts/abc', '/products/abc', '/address-books/all?x=1']) {
    const r = await request.get(`${mockBase()}${path}`, { headers });
    if (path.endsWith('x=1')) {
      // Unknown query parameters are ignored, as the gate ignores them.
      expect(r.status(), path).toBe(200);
      continue;
    }
    expect(r.status(), path).toBe(400);
    expect((await r.json()).error).toMatch(/^The request does not follow the contract: /);
  }
  const body = await request.post(`${mockBase()}/accounts/signup/activation/request`, {
    data: { accountId: 'pending-1', password: 'Hijack#2026' },
  });
  expect(body.status()).toBe(400);
});

/** A POST to the demo API whose body arrives in two parts; the second when `finish` is called. */
function slowPost(url: string, token: string, first: string) {
  const req = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  const answer = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  const sent = new Promise<void>((resolve) => req.write(first, () => resolve()));
  return {
    sent,
    finish: (rest: string) => {
      req.end(rest);
      return answer;
    },
  };
}

test("[updateCart] a slow failing request rolls back nobody else's change", async ({ request }) => {
  skipUnlessLocal("talks to the demo API's own port, past the gate, which buffers bodies");
  const [a, b] = [await createDealer(request), await createDealer(request)];
  const tokenOf = async (d: { email: string; password: string }) =>
    (
      await (
        await request.post(`${mockBase()}/accounts/login`, {
          data: { email: d.email, password: d.password },
        })
      ).json()
    ).accessToken as string;
  const [ta, tb] = [await tokenOf(a), await tokenOf(b)];
  const slow = slowPost(`${mockBase()}/carts`, ta, '{"productId": 101, "quan');
  // Headers and the first part are on the wire before the other dealer's change is sent.
  await slow.sent;
  const added = await request.post(`${mockBase()}/carts`, {
    headers: { authorization: `Bearer ${tb}` },
    data: { productId: 101, quantity: 2 },
  });
  expect(added.status()).toBe(200);
  expect(await slow.finish('tity": 0.5}')).toBe(400);
  const cart = await request.get(`${mockBase()}/carts`, {
    headers: { authorization: `Bearer ${tb}` },
  });
  const items = (await cart.json()).items as { sku: string; quantity: number }[];
  expect(items.map((i) => `${i.sku} x${i.quantity}`)).toEqual(['TPW-B12 x2']);
});
