import { expect, test } from '@playwright/test';
import { call, expectStatus } from './support';

// Switching maintenance on is global to the mock: that test is in tests/global.

test('[getMaintenance] answers the maintenance state without a session', async ({ request }) => {
  const r = await call(request, 'GET', '/maintenance');
  expectStatus(r, 200);
  expect(typeof r.body.isMaintenance).toBe('boolean');
});

test('[getMaintenance] an unknown path is 404 at the gate', async ({ request }) => {
  expect((await call(request, 'GET', '/no-such-path')).status).toBe(404);
});
