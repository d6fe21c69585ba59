// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from './lib/test-server';
import { REFRESH_TTL_MS } from './sessions';

// Sessions (docs/business-rules.md#session): refresh tokens rotate, a reused one ends the
// session, they expire, and a password change ends every session of the account.

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const dealer = async () => (await mock.call('POST', '/__dealers', {})).body;
const signIn = async (email: string, password = 'Dealer#2026') =>
  (await mock.call('POST', '/accounts/login', { email, password })).body as {
    accessToken: string;
    refreshToken: string;
  };
const refresh = (refreshToken: string) =>
  mock.call('POST', '/accounts/refresh-token', { refreshToken });
const me = async (token: string) =>
  (await mock.call('GET', '/accounts/me', undefined, { token })).status;

describe('refresh tokens', () => {
  it('rotate: each works once and answers its successor', async () => {
    const d = await dealer();
    const first = await signIn(d.email);
    const r = await refresh(first.refreshToken);
    expect(r.status).toBe(200);
    expect(r.body.refreshToken).toEqual(expect.any(String));
    expect(r.body.refreshToken).not.toBe(first.refreshToken);
    expect(await me(r.body.accessToken)).toBe(200);
    expect((await refresh(r.body.refreshToken)).status).toBe(200);
  });

  it('a reused one ends the whole session, tokens minted since included', async () => {
    const d = await dealer();
    const first = await signIn(d.email);
    const other = await signIn(d.email);
    const next = (await refresh(first.refreshToken)).body;
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect(await me(next.accessToken)).toBe(401);
    expect(await me(first.accessToken)).toBe(401);
    // Another sign-in of the same dealer is another session and keeps working.
    expect(await me(other.accessToken)).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('five concurrent refreshes with one token give one new session at most', async () => {
    const d = await dealer();
    const { refreshToken } = await signIn(d.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(refreshToken)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    // The reuse ended the session: even the one that got through no longer works.
    for (const a of ok) expect(await me(a.body.accessToken)).toBe(401);
  });

  it('expire 14 days after they were issued', async () => {
    const d = await dealer();
    const { refreshToken } = await signIn(d.email);
    mock.tick(REFRESH_TTL_MS);
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});

describe('a password change ends every session', () => {
  it('public reset: every access and refresh token of the account stops working', async () => {
    const d = await dealer();
    const a = await signIn(d.email);
    const b = await signIn(d.email);
    const other = await signIn((await dealer()).email);
    await mock.call('POST', '/accounts/password-reset/request', { email: d.email });
    const done = await mock.call('POST', '/accounts/password-reset/confirm', {
      email: d.email,
      code: '123456',
      newPassword: 'Fresh#2027',
    });
    expect(done.body).toEqual({ message: 'Password reset successfully' });
    for (const s of [a, b]) {
      expect(await me(s.accessToken)).toBe(401);
      expect((await refresh(s.refreshToken)).status).toBe(401);
    }
    expect(await me(other.accessToken)).toBe(200);
  });

  it('in-account change: the tab that made it gets a new session, every other one ends', async () => {
    const d = await dealer();
    const tab = await signIn(d.email);
    const phone = await signIn(d.email);
    await mock.call('POST', '/accounts/password-reset/request', {}, { token: tab.accessToken });
    const done = await mock.call(
      'POST',
      '/accounts/password-reset/confirm',
      { code: '123456', newPassword: 'Fresh#2027' },
      { token: tab.accessToken },
    );
    expect(done.status).toBe(200);
    expect(await me(tab.accessToken)).toBe(401);
    expect(await me(phone.accessToken)).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect(await me(done.body.accessToken)).toBe(200);
    expect((await refresh(done.body.refreshToken)).status).toBe(200);
  });
});
