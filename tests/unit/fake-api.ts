import { vi } from 'vitest';

/*
 * The one fake API for unit and component tests: stubs the global fetch that the API client
 * uses. Each route is "METHOD /path" as in openapi.yaml (the /api prefix is dropped) and answers
 * either `{ status, body }` (sent as JSON) or a ready Response; a call no route expects throws,
 * so the test fails loudly. A single function instead of routes answers every call.
 *
 *   const fetchMock = serve({
 *     'POST /accounts/login': (body) => ({ status: 200, body: tokens }),
 *     'GET /carts': () => Response.json(buildCart()),
 *   });
 *   expect(fetchMock).toHaveBeenCalledTimes(1);
 *
 * Undo it with `vi.unstubAllGlobals()` in an afterEach.
 */

export type FakeReply = Response | { status: number; body?: unknown };
export type FakeRoute = (body: unknown, request: Request) => FakeReply | Promise<FakeReply>;

const toResponse = (reply: FakeReply): Response =>
  reply instanceof Response
    ? reply
    : new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });

export function serve(routes: Record<string, FakeRoute> | FakeRoute = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    const handler = typeof routes === 'function' ? routes : routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    const text = await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return toResponse(await handler(body, request));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
