import type { LineProblem } from '../../src/lib/cart-model';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { components } from '../../src/api/schema.gen';

type ErrorCode = NonNullable<components['schemas']['Error']['code']>;

/** Thrown by handlers to answer an error body; the router rolls back any state change. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the contract declares for this answer (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
    /** Lines refused for stock or the per-product maximum (the contract's `Error.lines`). */
    readonly lines?: readonly LineProblem[],
    /** Why a session is refused when it is the person's doing (the contract's `Error.code`). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }

  get body(): { error: string; lines?: LineProblem[]; code?: ErrorCode } {
    return {
      error: this.message,
      ...(this.lines ? { lines: [...this.lines] } : {}),
      ...(this.code ? { code: this.code } : {}),
    };
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

const MAX_BODY = 1_000_000;
const TOO_LARGE = 'Request body is too large.';

/**
 * Reads a JSON body; an empty body is `undefined`, bad JSON a 400 and an oversized body a 413.
 * An oversized body is read to its end and dropped rather than cut off: closing the socket
 * before the answer is written would leave the gate with a connection reset instead of the 413.
 */
export function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY) return reject(new HttpError(413, TOO_LARGE));
      const raw = Buffer.concat(chunks).toString('utf8');
      if (raw.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(raw));
      } catch {
        reject(badRequest('Request body is not valid JSON.'));
      }
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
