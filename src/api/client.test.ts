import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { session } from './session';
import { readCookie, writeCookie } from '@/lib/cookies';

const BASE = 'http://api.test';
const DISABLED_TEXT = 'Your account has been disabled. Please contact your company owner.';

/**
 * A fake API: 401 unless the Bearer token is the current one. Refresh tokens rotate as the demo
 * API's do: the current one answers `fresh-N` with its successor `rN+1`; a retired one counts as
 * reuse and ends the session (docs/business-rules.md#session).
 */
function fakeApi(
  opts: { refreshOk?: boolean; alwaysUnauthorized?: boolean; disabled?: boolean } = {},
) {
  let current = 'fresh';
  let live: string | null = 'r1';
  const retired = new Set<string>();
  const calls = {
    refresh: 0,
    reused: 0,
    maintenance: 0,
    authHeaders: [] as (string | null)[],
    refreshTokensSent: [] as string[],
  };
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/accounts/refresh-token') {
      calls.refresh += 1;
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      calls.refreshTokensSent.push(refreshToken);
      await new Promise((r) => setTimeout(r, 5));
      if (opts.disabled)
        return Response.json({ error: DISABLED_TEXT, code: 'ACCOUNT_DISABLED' }, { status: 401 });
      if (opts.refreshOk === false)
        return Response.json({ error: 'Refresh token expired' }, { status: 401 });
      if (refreshToken !== live) {
        if (retired.has(refreshToken)) {
          calls.reused += 1;
          live = null;
        }
        return Response.json({ error: 'Invalid refresh token.' }, { status: 401 });
      }
      retired.add(refreshToken);
      live = `r${calls.refresh + 1}`;
      current = `fresh-${calls.refresh}`;
      return Response.json({ accessToken: current, refreshToken: live });
    }
    calls.maintenance += 1;
    const auth = request.headers.get('Authorization');
    calls.authHeaders.push(auth);
    if (opts.alwaysUnauthorized || auth !== `Bearer ${current}`) {
      return Response.json({ error: 'Unauthorized' }, { status: 401 });
    }
    return Response.json({ isMaintenance: false });
  });
  return { fetch, calls };
}

/** navigator.locks as browsers grant it: one holder at a time, in request order. */
function stubWebLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: {
      request: (_name: string, callback: () => Promise<unknown>) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    },
  });
}

beforeEach(() => {
  writeCookie('accessToken', 'expired', 'localhost');
  writeCookie('refreshToken', 'r1', 'localhost');
  session.reload();
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('401 handling', () => {
  it('five concurrent 401s trigger exactly one refresh and five retries', async () => {
    const { fetch, calls } = fakeApi();
    const client = createApiClient({ baseUrl: BASE, fetch });
    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET('/maintenance')));
    expect(calls.refresh).toBe(1);
    expect(calls.maintenance).toBe(10);
    expect(results.every((r) => r.response.status === 200 && r.data?.isMaintenance === false)).toBe(
      true,
    );
    expect(calls.authHeaders.slice(5).every((h) => h === 'Bearer fresh-1')).toBe(true);
    expect(readCookie('accessToken')).toBe('fresh-1');
    // The refresh token rotated: the successor is stored, and the next expiry presents it once.
    expect(readCookie('refreshToken')).toBe('r2');
    writeCookie('accessToken', 'expired-again', 'localhost');
    const again = await Promise.all(Array.from({ length: 5 }, () => client.GET('/maintenance')));
    expect(again.every((r) => r.response.status === 200)).toBe(true);
    expect(calls.refreshTokensSent).toEqual(['r1', 'r2']);
    expect(calls.reused).toBe(0);
    expect(readCookie('refreshToken')).toBe('r3');
  });

  it('a 401 that comes back after the shared refresh finished retries without another refresh', async () => {
    const { fetch, calls } = fakeApi();
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    // The second call's 401 is held until the first call's refresh has finished.
    const slowFetch = vi.fn(async (request: Request) => {
      const answer = await fetch(request);
      if (request.headers.get('x-slow') === '1') await slowGate;
      return answer;
    });
    const client = createApiClient({ baseUrl: BASE, fetch: slowFetch });
    const slow = client.GET('/maintenance', { headers: { 'x-slow': '1' } });
    const fast = await client.GET('/maintenance');
    expect(fast.response.status).toBe(200);
    releaseSlow();
    expect((await slow).response.status).toBe(200);
    expect(calls.refreshTokensSent).toEqual(['r1']);
  });

  it('two tabs meeting a 401 at once rotate the shared refresh token once, without reuse', async () => {
    stubWebLocks();
    const { fetch, calls } = fakeApi();
    // Two clients with their own single-flight, sharing the cookies, as two tabs do.
    const tabA = createApiClient({ baseUrl: BASE, fetch });
    const tabB = createApiClient({ baseUrl: BASE, fetch });
    const results = await Promise.all([
      tabA.GET('/maintenance'),
      tabB.GET('/maintenance'),
      tabA.GET('/maintenance'),
      tabB.GET('/maintenance'),
    ]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200]);
    expect(calls.refreshTokensSent).toEqual(['r1']);
    expect(calls.reused).toBe(0);
    expect(session.get().isAuthenticated).toBe(true);
  });

  it('a second 401 after the retry is returned, not retried again', async () => {
    const { fetch, calls } = fakeApi({ alwaysUnauthorized: true });
    const client = createApiClient({ baseUrl: BASE, fetch });
    const result = await client.GET('/maintenance');
    expect(result.response.status).toBe(401);
    expect(result.error).toEqual({ error: 'Unauthorized' });
    expect(calls.refresh).toBe(1);
    expect(calls.maintenance).toBe(2);
  });

  it('a failed refresh clears the session as sign-out does', async () => {
    localStorage.setItem('quantities', '{"a":1}');
    writeCookie('isImpersonated', 'true', 'localhost');
    writeCookie('impersonatedEmail', 'dealer@example.com', 'localhost');
    const cleared = vi.fn();
    const off = session.onClear(cleared);
    const { fetch, calls } = fakeApi({ refreshOk: false });
    const client = createApiClient({ baseUrl: BASE, fetch });
    const results = await Promise.all([client.GET('/maintenance'), client.GET('/maintenance')]);
    off();
    expect(calls.refresh).toBe(1);
    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(readCookie('accessToken')).toBeNull();
    expect(readCookie('refreshToken')).toBeNull();
    expect(readCookie('isImpersonated')).toBeNull();
    expect(readCookie('impersonatedEmail')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('a refresh refused because the person was disabled signs out and keeps the words once', async () => {
    localStorage.setItem('quantities', '{"a":1}');
    const refused = vi.fn();
    const off = session.onRefused(refused);
    const { fetch, calls } = fakeApi({ disabled: true });
    const client = createApiClient({ baseUrl: BASE, fetch });
    const results = await Promise.all([client.GET('/maintenance'), client.GET('/maintenance')]);
    off();
    expect(calls.refresh).toBe(1);
    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(session.refusal()).toBe(DISABLED_TEXT);
    expect(readCookie('accessToken')).toBeNull();
    expect(readCookie('refreshToken')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(session.get().isAuthenticated).toBe(false);
    session.forgetRefusal();
    expect(session.refusal()).toBeNull();
  });

  it('an ordinary failed refresh leaves no refusal to show', async () => {
    const refused = vi.fn();
    const off = session.onRefused(refused);
    const { fetch } = fakeApi({ refreshOk: false });
    await createApiClient({ baseUrl: BASE, fetch }).GET('/maintenance');
    off();
    expect(refused).not.toHaveBeenCalled();
    expect(session.refusal()).toBeNull();
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('returns a network failure as a value instead of throwing', async () => {
    const client = createApiClient({
      baseUrl: BASE,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await client.GET('/maintenance');
    expect(result.data).toBeUndefined();
    expect(result.response.status).toBe(503);
  });

  it('sends the Bearer header from the accessToken cookie', async () => {
    writeCookie('accessToken', 'fresh', 'localhost');
    const { fetch, calls } = fakeApi();
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.GET('/maintenance');
    expect(calls.authHeaders).toEqual(['Bearer fresh']);
    expect(calls.refresh).toBe(0);
  });
});

describe('bounded wait for reads', () => {
  const never = () =>
    vi.fn(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );

  it('a read with no answer fails after the bounded wait with a text the user can act on', async () => {
    vi.useFakeTimers();
    try {
      const client = createApiClient({ baseUrl: BASE, fetch: never(), readTimeoutMs: 1000 });
      const pending = client.GET('/maintenance');
      await vi.advanceTimersByTimeAsync(999);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const answer = await pending;
      expect(answer.response.status).toBe(503);
      expect(answer.error).toEqual({
        error: 'The server did not answer in time. Please try again.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a save with no answer fails after its longer wait with the network text', async () => {
    vi.useFakeTimers();
    try {
      const fetch = never();
      const client = createApiClient({
        baseUrl: BASE,
        fetch,
        readTimeoutMs: 1000,
        writeTimeoutMs: 40_000,
      });
      let settled = false;
      const pending = client.POST('/contact-us', {
        body: {
          firstName: 'A',
          lastName: 'B',
          phoneNumber: '404-555-0142',
          email: 'a@example.com',
          comments: 'Hi',
        },
      });
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(39_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).error).toEqual({ error: 'Network issue, please try again.' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
