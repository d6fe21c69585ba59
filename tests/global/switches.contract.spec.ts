import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  call,
  expectError,
  expectStatus,
  resetMock,
  setMaintenance,
  signIn,
  skipUnlessLocal,
} from '../contract/support';
import { createDealer } from '../support/test-accounts';

// Switches of the whole mock (maintenance, `__reset`): the `global-state` project runs these
// alone, before the parallel projects, and every test ends with a reset.

test.afterEach(async ({ request }) => resetMock(request));

test('[getMaintenance] reflects POST /__maintenance until the next reset', async ({ request }) => {
  skipUnlessLocal('the maintenance switch is a test endpoint of the local mock');
  await setMaintenance(request, {
    isMaintenance: true,
    maintenanceTitle: 'Scheduled upgrade',
    maintenanceDescription: 'Back at 6 AM.',
  });
  const on = await call(request, 'GET', '/maintenance');
  expectStatus(on, 200);
  expect(on.body).toEqual({
    isMaintenance: true,
    maintenanceTitle: 'Scheduled upgrade',
    maintenanceDescription: 'Back at 6 AM.',
  });
  await resetMock(request);
  expect((await call(request, 'GET', '/maintenance')).body.isMaintenance).toBe(false);
});

test('POST /__reset restores the demo seed and drops accounts made by POST /__dealers', async ({
  request,
}) => {
  skipUnlessLocal('__reset is a test endpoint of the local mock');
  const fresh = await createDealer(request);
  let token = (await signIn(request)).accessToken;
  expectStatus(
    await call(request, 'POST', '/carts', { token, data: { productId: 101, quantity: 2 } }),
    200,
  );
  expectStatus(await call(request, 'DELETE', '/carts/7001', { token }), 204);
  expectStatus(await call(request, 'DELETE', '/address-books/3002', { token }), 204);
  expectStatus(
    await call(request, 'PUT', '/accounts/update-account-info', {
      token,
      data: { phoneNumber: '404-555-0199' },
    }),
    200,
  );
  await setMaintenance(request, { isMaintenance: true });

  await resetMock(request);
  token = (await signIn(request)).accessToken;
  const get = async (path: string) => (await call(request, 'GET', path, { token })).body;
  expect((await get('/carts')).items).toEqual([]);
  expect((await get('/carts/all-quotes')).map((q: { id: number }) => q.id)).toEqual([7001]);
  expect((await get('/address-books/all')).addresses.map((a: { id: number }) => a.id)).toEqual([
    3001, 3002,
  ]);
  expect((await get('/accounts/me')).phoneNumber).toBe('404-555-0142');
  expect((await get('/orders')).orders[0].id).toBe(8014);
  expect((await get('/maintenance')).isMaintenance).toBe(false);
  const gone = await call(request, 'POST', '/accounts/login', {
    data: { email: fresh.email, password: fresh.password },
  });
  expect(gone.status).toBe(400);
});

// Here, not with the other limit checks: it ends with __reset, which drops the parallel projects'
// dealers.
test('[login] refuses a client after 20 failures in 15 minutes with 429 and Retry-After; __reset clears it', async ({
  request,
}) => {
  skipUnlessLocal('throttles a client; only the local mock can be reset');
  const client = { 'x-forwarded-for': `10.99.${randomInt(256)}.${randomInt(1, 255)}` };
  const attempt = (i: number) =>
    call(request, 'POST', '/accounts/login', {
      headers: client,
      data: { email: `throttle-${i}-${Date.now()}@example.com`, password: 'Wrong#2026' },
    });
  for (let i = 0; i < 20; i++)
    expectError(await attempt(i), 400, 'Incorrect username or password.');

  const refused = await attempt(20);
  expectError(refused, 429, 'Too many failed sign-in attempts. Please try again in 15 minutes.');
  const retryAfter = Number(refused.res.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);

  await resetMock(request);
  expectError(await attempt(21), 400, 'Incorrect username or password.');
});
