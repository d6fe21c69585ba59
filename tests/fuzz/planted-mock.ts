import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractViolation } from '../../mocks/lib/contract-check';
import { HttpError, readJson, sendJson } from '../../mocks/lib/http';
import { respond } from '../../mocks/respond';
import { userData } from '../../mocks/state';
import { createWorld } from '../../mocks/world';

// A copy of the demo API with three planted defects, for the test that shows the fuzzer finds
// each one (planted.test.ts). Everything else is the real mock: its handlers, state and checks.

export const PLANTED = {
  /** listOrders answers 500 for a page past 100. */
  serverError: 'listOrders',
  /** validateCoupon skips the contract check and takes a body the schema forbids. */
  acceptsForbidden: 'validateCoupon',
  /** A refused createAddress still renames the caller's first address. */
  changesOnRefusal: 'createAddress',
} as const;

export async function startPlantedMock(): Promise<{ base: string; close: () => Promise<void> }> {
  const world = createWorld();
  const check: typeof contractViolation = (operationId, input) =>
    operationId === PLANTED.acceptsForbidden ? null : contractViolation(operationId, input);

  const server: Server = createServer((req: IncomingMessage, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://planted.local');
      let body: unknown;
      try {
        body = method === 'GET' || method === 'DELETE' ? undefined : await readJson(req);
      } catch (err) {
        const e = err as HttpError;
        return sendJson(res, e.status, e.body);
      }
      if (url.pathname === '/orders' && Number(url.searchParams.get('page')) > 100)
        return sendJson(res, 500, { error: 'An unexpected error occurred.' });
      const out = await respond(
        world,
        { method, url, headers: req.headers, body, client: 'planted' },
        check,
      );
      if (method === 'POST' && url.pathname === '/address-books' && out.status >= 400) {
        const session = world.sessions.check(req.headers.authorization, world.clock());
        const first = session.ok ? userData(world.state, session.email).addresses[0] : undefined;
        if (first) first.city = `${first.city}!`;
      }
      sendJson(res, out.status, out.body, out.headers);
    })().catch((err: unknown) => {
      console.error('[planted mock]', err);
      res.destroy();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
