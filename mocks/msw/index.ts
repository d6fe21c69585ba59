import { http, HttpResponse, type HttpHandler } from 'msw';
import type { paths } from '../../src/api/schema.gen';
import { respond } from '../respond';
import type { World } from '../lib/context';
import { createWorld } from '../world';

/*
 * The one way to answer the app's API without a server, for Ladle (msw/browser, the service
 * worker) and Vitest (msw/node, tests/unit/fake-api.ts) alike:
 *
 * - `demoApi(world)` runs the stateful demo API of mocks/ in-process: the seed, the same
 *   handlers and rules as the HTTP mock, so every screen gets contract-shaped, consistent data.
 * - `reply`, `hold` and `fail` override one operation, typed from the generated schema, for the
 *   states the seed does not have (an error, a request still under way, an odd answer).
 *
 * MSW asks handlers in order and the first answer wins, so `withDemoApi` puts the overrides first.
 */

export { createWorld };
export type { World };

const API = '*/api';

/** Signs a dealer of the world in without a request: tokens as the login answer would give. */
export function tokensFor(world: World, email = 'dealer@example.com') {
  return world.sessions.issue(email, world.clock(), world.config.accessTtl);
}

/** Lower-case names, as node:http gives them to the HTTP mock. */
function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return headers;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'DELETE') return undefined;
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What `hold` keeps unanswered: a story waits for every other call (ladle/screens/screen.tsx). */
const heldBy = new WeakMap<HttpHandler, { method: string; path: RegExp }>();

/** Whether one of `handlers` made with `hold` keeps this call unanswered. */
export function isHeld(handlers: readonly HttpHandler[], method: string, url: string): boolean {
  const { pathname } = new URL(url, 'http://x');
  return handlers.some((h) => {
    const held = heldBy.get(h);
    return held !== undefined && held.method === method.toUpperCase() && held.path.test(pathname);
  });
}

/**
 * Every /api call answered by the demo API of `world` (a fresh seed by default); a function is
 * asked for the world at the first call.
 */
export function demoApi(world: World | (() => World) = createWorld()): HttpHandler {
  return http.all(`${API}/*`, ({ request }) =>
    answer(typeof world === 'function' ? world() : world, request),
  );
}

async function answer(world: World, request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^.*?\/api(?=\/)/, '');
  const out = await respond(world, {
    method: request.method.toUpperCase(),
    url,
    headers: headersOf(request),
    body: await bodyOf(request),
    client: request.headers.get('x-forwarded-for') ?? 'msw',
  });
  if (out.status === 204 || out.body === undefined)
    return new HttpResponse(null, { status: out.status, headers: out.headers });
  return HttpResponse.json(out.body as never, { status: out.status, headers: out.headers });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;
type Op<P extends Path, M extends Method> = NonNullable<paths[P][M]>;
type Responses<P extends Path, M extends Method> =
  Op<P, M> extends { responses: infer R } ? R : never;
type Status<P extends Path, M extends Method> = keyof Responses<P, M> & number;
type Body<P extends Path, M extends Method, S extends Status<P, M>> = Responses<P, M>[S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : undefined;

const route = (path: string) => API + path.replace(/\{(\w+)\}/g, ':$1');

/** One operation answers `status` with `body`, as the contract types it. */
export function reply<P extends Path, M extends Method, S extends Status<P, M>>(
  method: M,
  path: P,
  status: S,
  body: Body<P, M, S>,
): HttpHandler {
  return http[method](route(path as string), () =>
    body === undefined
      ? new HttpResponse(null, { status })
      : HttpResponse.json(body as never, { status }),
  );
}

/** One operation fails with the contract's error body (a 500 by default). */
export function fail(method: Method, path: Path, status = 500, error = 'Something went wrong.') {
  return http[method](route(path as string), () => HttpResponse.json({ error }, { status }));
}

/** One operation never answers: the screen stays in its loading state. */
export function hold(method: Method, path: Path): HttpHandler {
  const handler = http[method](route(path as string), () => new Promise<never>(() => undefined));
  const pattern = (path as string).replace(/\{\w+\}/g, '[^/]+');
  heldBy.set(handler, { method: method.toUpperCase(), path: new RegExp(`/api${pattern}$`) });
  return handler;
}

/** The demo API of `world` behind the given overrides. */
export function withDemoApi(
  world: World | (() => World),
  ...overrides: HttpHandler[]
): HttpHandler[] {
  return [...overrides, demoApi(world)];
}
