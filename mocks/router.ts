import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJson, sendJson } from './lib/http';
import type { World } from './lib/context';
import { contractViolation } from './lib/contract-check';
import { respond } from './respond';

export { operationCount } from './respond';

/**
 * The caller, for the limits: the first X-Forwarded-For address, else the connection's. In
 * production the edge (deploy/nginx.conf.template) overwrites that header with the address it
 * sees, so a client cannot choose its own; the demo stack passes it on, which lets tests act as
 * separate clients (docs/business-rules.md#limits).
 */
function clientOf(req: IncomingMessage): string {
  const header = req.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/** Reads the body first (a slow upload holds up no one), then answers as `respond` does. */
export async function handle(
  world: World,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://mock.local');
  let body: unknown;
  try {
    body = method === 'GET' || method === 'DELETE' ? undefined : await readJson(req);
  } catch (err) {
    return fail(res, err);
  }
  const out = await respond(
    world,
    { method, url, headers: req.headers, body, client: clientOf(req) },
    contractViolation,
  );
  sendJson(res, out.status, out.body, out.headers);
}

function fail(res: ServerResponse, err: unknown): void {
  if (err instanceof HttpError) return sendJson(res, err.status, err.body, err.headers);
  console.error('[mock] unexpected error', err);
  sendJson(res, 500, { error: 'An unexpected error occurred.' });
}
