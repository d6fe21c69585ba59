import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiTarget, READ_ONLY_REASON } from '../support/api-target';

// Contract tests run against the local Prism gate by default, or any API given by
// CONTRACT_BASE_URL (set by `npm run test:contract -- --base-url ...`).
const target = apiTarget();
export const apiBase = (): string => target.base;

/** True when testing the local demo stack (mock behind Prism), whose seed data is known. */
export const isLocal = target.isLocal;
/** Calls that change server state run locally, or elsewhere only with --mutating. */
export const mutating = target.mutating;

export const credentials = target.credentials;

/** The second account of the isolation tests (CONTRACT_EMAIL_2 / CONTRACT_PASSWORD_2), if any. */
export const secondAccount = target.second;

const mockBase = () => `http://127.0.0.1:${process.env.MOCK_PORT ?? '4011'}`;

/** Restores the demo seed (local only; a staging server is never reset). */
export async function resetMock(request: APIRequestContext) {
  if (!isLocal) return;
  const res = await request.post(`${mockBase()}/__reset`);
  expect(res.status(), 'POST /__reset on the mock').toBe(200);
}

export async function setMaintenance(request: APIRequestContext, body: unknown) {
  const res = await request.post(`${mockBase()}/__maintenance`, { data: body });
  expect(res.status()).toBe(200);
}

/**
 * Test-only `POST /__quote` (docs/demo.md): moves a quote `days` into the past and sets the unit
 * prices it holds, in cents by SKU (local only).
 */
export async function changeQuote(
  request: APIRequestContext,
  body: { quoteId: number; days?: number; prices?: Record<string, number> },
) {
  const res = await request.post(`${mockBase()}/__quote`, { data: body });
  expect(res.status(), 'POST /__quote on the mock').toBe(200);
}

export function skipUnlessMutating() {
  test.skip(!mutating, READ_ONLY_REASON);
}

export function skipUnlessLocal(reason = 'relies on the demo seed data of the local mock') {
  test.skip(!isLocal, reason);
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  res: APIResponse;
}

interface CallOptions {
  token?: string | null;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A fresh order key for one checkout (docs/api.md#order-keys). */
export const orderKey = (key: string = randomUUID()) => ({ 'Idempotency-Key': key });

/** One call through the gate; the body is parsed JSON (undefined when empty). */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  request: APIRequestContext,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await request.fetch(apiBase() + path, {
    method,
    headers,
    ...(opts.data === undefined
      ? {}
      : typeof opts.data === 'string'
        ? { data: opts.data, headers: { ...headers, 'content-type': 'application/json' } }
        : { data: opts.data }),
    failOnStatusCode: false,
  });
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status(), body: body as T, res };
}

/**
 * The status must be the expected one and the gate must have seen no contract violation
 * (with --errors Prism turns a violating answer into a 500; without it, it adds sl-violations).
 */
export function expectStatus(reply: Reply, status: number) {
  const detail = JSON.stringify(reply.body)?.slice(0, 600);
  expect(reply.status, `status (body: ${detail})`).toBe(status);
  expect(
    reply.res.headers()['sl-violations'],
    'contract violations reported by Prism',
  ).toBeUndefined();
}

/** Every error answer of the contract carries {error: string}. */
export function expectError(reply: Reply, status: number, text?: string | RegExp) {
  expectStatus(reply, status);
  const body = reply.body as { error?: unknown };
  expect(typeof body?.error, `error body: ${JSON.stringify(reply.body)}`).toBe('string');
  if (typeof text === 'string') expect(body.error).toBe(text);
  else if (text) expect(body.error).toMatch(text);
}

/** 4xx from the gate for a request the contract forbids: Prism answers 422 (staging may say 400). */
export function expectRejected(reply: Reply) {
  expect([400, 422], `status (body: ${JSON.stringify(reply.body)?.slice(0, 300)})`).toContain(
    reply.status,
  );
}

export async function signIn(
  request: APIRequestContext,
  email = credentials.email,
  password = credentials.password,
): Promise<{ accessToken: string; refreshToken: string }> {
  const r = await call(request, 'POST', '/accounts/login', { data: { email, password } });
  expectStatus(r, 200);
  expect(typeof r.body.accessToken, 'accessToken').toBe('string');
  return { accessToken: r.body.accessToken, refreshToken: r.body.refreshToken };
}

export { application } from '../support/test-data';

export const newCard = {
  cardNumber: '4111111111111111',
  expirationDate: `${new Date().getUTCFullYear() + 3}-04`,
  cvv: '123',
  firstName: 'Dana',
  lastName: 'Miller',
  address: '100 Peachtree St NW, Suite 400',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
};

export const pdfBytes = (base64: string) => Buffer.from(base64, 'base64');
