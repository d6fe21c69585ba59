import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createMockServer, type MockOptions } from '../app';

/**
 * The demo API in-process for a Vitest file: listens on a free port for the file's tests and
 * answers `call(method, path, body)` as the signed-in dealer (`signIn` sets who).
 */
export function mockHarness(options: MockOptions = {}) {
  const { server, world } = createMockServer(options);
  let base = '';
  let token = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Answers are read loosely (`any`): the tests themselves check their shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Answer = { status: number; body: any };

  /** `as` overrides the signed-in dealer's token; a string body is sent as it is. */
  async function call(method: string, path: string, body?: unknown, as = token): Promise<Answer> {
    const res = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(as ? { authorization: `Bearer ${as}` } : {}),
        // Each checkout carries a fresh order key, as the browser's does (docs/api.md#order-keys).
        ...(path === '/orders/checkout' ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  async function signIn(email = 'dealer@example.com', password = 'Dealer#2026') {
    token = '';
    const r = await call('POST', '/accounts/login', { email, password });
    if (r.status !== 200) throw new Error(`sign-in of ${email} answered ${r.status}`);
    token = r.body.accessToken;
  }

  return { world, call, signIn };
}
