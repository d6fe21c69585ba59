import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { createWorld, demoApi, type World } from '../../mocks/msw';

/*
 * The fake API of unit and component tests, on the same MSW layer the Ladle stories use
 * (mocks/msw): tests/setup-vitest.ts starts `mswServer` once and drops what a test added after it.
 *
 * `serve(routes)` answers each "METHOD /path" as in openapi.yaml (the /api prefix is dropped)
 * with `{ status, body }` (sent as JSON) or a ready Response; a route that throws fails the call
 * like a dropped connection. A single function instead of routes answers every call. A call no
 * route expects fails the call and the test. It returns a spy of the calls:
 *
 *   const fetchMock = serve({
 *     'POST /accounts/login': (body) => ({ status: 200, body: tokens }),
 *     'GET /carts': () => Response.json(buildCart()),
 *   });
 *   expect(fetchMock).toHaveBeenCalledTimes(1);
 *
 * `serveDemo()` answers with the stateful demo API of mocks/ instead (a fresh seed).
 */

export const mswServer = setupServer();

export type FakeReply = Response | { status: number; body?: unknown };
export type FakeRoute = (body: unknown, request: Request) => FakeReply | Promise<FakeReply>;

const unexpected: string[] = [];

/** The calls no route expected since the last look; the setup fails the test on any. */
export function takeUnexpectedCalls(): string[] {
  return unexpected.splice(0);
}

const toResponse = (reply: FakeReply): Response =>
  reply instanceof Response
    ? reply
    : new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });

export function serve(routes: Record<string, FakeRoute> | FakeRoute = {}) {
  const fetchMock = vi.fn(async (request: Request): Promise<Response> => {
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    const handler = typeof routes === 'function' ? routes : routes[key];
    if (!handler) {
      unexpected.push(key);
      return HttpResponse.error();
    }
    const text = await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    try {
      return toResponse(await handler(body, request));
    } catch {
      return HttpResponse.error();
    }
  });
  mswServer.use(http.all('*', ({ request }) => fetchMock(request)));
  return fetchMock;
}

/** The demo API in-process behind MSW for this test; returns its world to arrange or inspect. */
export function serveDemo(world: World = createWorld()): World {
  mswServer.use(demoApi(world));
  return world;
}
