import { expect, test } from '@playwright/test';
import { call, expectStatus, resetMock, setMaintenance, skipUnlessLocal } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('[getMaintenance] answers the maintenance state without a session', async ({ request }) => {
  const r = await call(request, 'GET', '/maintenance');
  expectStatus(r, 200);
  expect(typeof r.body.isMaintenance).toBe('boolean');
});

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

test('[getMaintenance] an unknown path is 404 at the gate', async ({ request }) => {
  expect((await call(request, 'GET', '/no-such-path')).status).toBe(404);
});
