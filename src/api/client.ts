import createClient from 'openapi-fetch';
import type { paths } from './schema.gen';
import { createAuthMiddleware, type Refused } from './auth-middleware';
import { session } from './session';
import { API_BASE_URL } from '@/lib/config';
import { ACCOUNT_DISABLED, NETWORK_ERROR } from './errors';

type Fetch = (request: Request) => Promise<Response>;

/**
 * How long a call may go unanswered before it fails like a dropped connection, so nothing waits
 * forever when the backend hangs. Reads: views show their skeleton, then their error with Try
 * Again. Saves: as long as the loading overlay (docs/business-rules.md#timings), then its 'Network issue' text.
 */
const READ_TIMEOUT_MS = 15_000;
const WRITE_TIMEOUT_MS = 40_000;
const READ_TIMEOUT_TEXT = 'The server did not answer in time. Please try again.';

function withTimeouts(fetchFn: Fetch, readMs = READ_TIMEOUT_MS, writeMs = WRITE_TIMEOUT_MS): Fetch {
  return (request) => {
    const read = request.method === 'GET';
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(
          new DOMException(read ? READ_TIMEOUT_TEXT : NETWORK_ERROR, 'TimeoutError'),
        ),
      read ? readMs : writeMs,
    );
    return fetchFn(new Request(request, { signal: controller.signal })).finally(() =>
      clearTimeout(timer),
    );
  };
}

/**
 * A refused refresh that is the person's doing (the contract's `Error.code`): the API's words,
 * which the sign-in page shows; any other failure is a session that simply ended.
 */
async function refusal(response: Response): Promise<false | Refused> {
  if (response.status !== 401) return false;
  const body: unknown = await response.json().catch(() => null);
  const { code, error } = (body ?? {}) as { code?: unknown; error?: unknown };
  if (code !== 'ACCOUNT_DISABLED') return false;
  return { refused: typeof error === 'string' && error.trim() ? error : ACCOUNT_DISABLED };
}

/**
 * The refresh call deliberately bypasses the client so it can never meet the 401 handler. Refresh
 * tokens work once (docs/business-rules.md#session): the answer's successor replaces the cookie,
 * and tabs of one browser, which share the cookie, take turns through a Web Lock; a tab that finds
 * the token already rotated by another tab uses the new one instead of presenting the old one,
 * which the server would take for a stolen copy and end the session.
 */
function makeRefresh(baseUrl: string, fetchFn: Fetch) {
  const rotate = async (seen: string | null): Promise<boolean | Refused> => {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return false;
    if (seen !== null && refreshToken !== seen) return Boolean(session.accessToken());
    const response = await fetchFn(
      new Request(`${baseUrl}/accounts/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }),
    );
    if (!response.ok) return refusal(response);
    const body: unknown = await response.json().catch(() => null);
    const accessToken = (body as { accessToken?: unknown } | null)?.accessToken;
    if (typeof accessToken !== 'string' || accessToken === '') return false;
    const rotated = (body as { refreshToken?: unknown }).refreshToken;
    session.setTokens({ accessToken, refreshToken: typeof rotated === 'string' ? rotated : null });
    return true;
  };
  return (): Promise<boolean | Refused> => {
    const seen = session.refreshToken();
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return rotate(null);
    // The lock's typing wraps the callback's promise once more; awaiting it unwraps both.
    return locks.request('session-refresh', () => rotate(seen)).then((ok) => ok);
  };
}

export function createApiClient(options: {
  baseUrl: string;
  fetch?: Fetch;
  readTimeoutMs?: number;
  writeTimeoutMs?: number;
}) {
  const fetchFn: Fetch = withTimeouts(
    options.fetch ?? ((request) => globalThis.fetch(request)),
    options.readTimeoutMs,
    options.writeTimeoutMs,
  );
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchFn });
  client.use(
    createAuthMiddleware({
      getAccessToken: session.accessToken,
      refresh: makeRefresh(options.baseUrl, fetchFn),
      onRefreshFailed: (refused) => (refused ? session.refuse(refused) : session.clear()),
      fetch: fetchFn,
    }),
  );
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client every screen uses. */
export const api: ApiClient = createApiClient({ baseUrl: API_BASE_URL });
