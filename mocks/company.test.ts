// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INVITATION_MS } from './domain/company';
import { mockHarness } from './lib/harness';

// Company invitations expire 7 days after they were (last) sent (docs/business-rules.md#company-accounts),
// and `__reset` restores the seeded company; the clock is the test's, never a sleep.

let now = Date.parse('2026-11-22T15:00:00Z');
const { call, signIn } = mockHarness({ clock: () => now });

async function invite(email: string) {
  await signIn();
  const r = await call('POST', '/company/users', {
    firstName: 'Sam',
    lastName: 'Rivera',
    email,
    role: 'Estimator',
  });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

describe('company invitations', () => {
  it('work for 7 days, then the link is refused; sending again gives 7 more days', async () => {
    const id = await invite('sam-expiry@example.com');
    now += INVITATION_MS - 1000;
    expect((await call('GET', `/accounts/${id}/email`, undefined, '')).status).toBe(200);
    now += 2000;
    const gone = await call('GET', `/accounts/${id}/email`, undefined, '');
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(
      'This invitation has expired. Please ask your company owner to send it again.',
    );
    await signIn();
    expect((await call('POST', `/company/users/${id}/resend-invitation`)).status).toBe(200);
    expect((await call('GET', `/accounts/${id}/email`, undefined, '')).status).toBe(200);
  });

  it('__reset restores the seeded Buyer and Estimator and drops the invited', async () => {
    await invite('sam-reset@example.com');
    expect((await call('POST', '/__reset')).status).toBe(200);
    await signIn();
    const users = (await call('GET', '/company/users')).body.users;
    expect(users.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['dealer@example.com', 'Owner'],
      ['buyer@example.com', 'Buyer'],
      ['estimator@example.com', 'Estimator'],
    ]);
    await signIn('buyer@example.com', 'Buyer#2026');
    expect((await call('GET', '/accounts/me')).body).toMatchObject({
      firstName: 'Casey',
      lastName: 'Ortiz',
      companyRole: 'Buyer',
      spendingLimit: 2000,
    });
    await signIn('estimator@example.com', 'Estimator#2026');
    expect((await call('GET', '/accounts/me')).body.companyRole).toBe('Estimator');
  });
});
