import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createMockServer, type MockOptions } from '../app';

// In-process demo API for the mock's unit tests, on a free port, with a clock the test moves.

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

export async function startMock(options: MockOptions = {}) {
  let now = Date.UTC(2026, 10, 22, 12);
  const { server, world } = createMockServer({ clock: () => now, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(
    method: string,
    path: string,
    body?: unknown,
    opts: { token?: string; client?: string } = {},
  ): Promise<Reply> {
    const res = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.client ? { 'x-forwarded-for': opts.client } : {}),
        // Each checkout carries a fresh order key, as the browser's does (docs/api.md#order-keys).
        ...(path === '/orders/checkout' ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  return {
    world,
    /** Resolves when the server has started handling the next request. */
    nextRequest: () => new Promise<void>((resolve) => server.once('request', () => resolve())),
    base,
    call,
    tick: (ms: number) => {
      now += ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
