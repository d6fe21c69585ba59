import { expect, test } from '@playwright/test';
import { apiBase } from './support';

test('GET /maintenance answers the maintenance state through the gate', async ({ request }) => {
  const res = await request.get(`${apiBase()}/maintenance`);
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(typeof body.isMaintenance).toBe('boolean');
});
