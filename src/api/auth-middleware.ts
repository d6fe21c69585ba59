import type { Middleware } from 'openapi-fetch';

// Calls that must never enter the 401 handler: a 401 from them means "wrong credentials",
// not "expired token", and refreshing on them would loop.
const NO_REFRESH_PATHS = new Set([
  '/accounts/login',
  '/accounts/refresh-token',
  '/accounts/complete-new-password',
  '/accounts/logout',
]);

/** A refresh the API refused because of the person (a disabled account), with its words. */
export type Refused = { refused: string };

export type AuthDeps = {
  getAccessToken: () => string | null;
  /** Resolves to true when a new access token is stored. */
  refresh: () => Promise<boolean | Refused>;
  /**
   * Called once when the refresh fails: the session must be cleared as sign-out clears it;
   * `refused` is the API's text when the person may no longer sign in.
   */
  onRefreshFailed: (refused: string | null) => void;
  fetch: (request: Request) => Promise<Response>;
};

/**
 * Bearer header on every call, and the 401 rule of docs/business-rules.md#session: one refresh shared by every
 * request that meets the 401 at the same time, each request retried once and only once.
 */
export function createAuthMiddleware(deps: AuthDeps): Middleware {
  // The body is consumed by the time onResponse runs, so keep an untouched copy per request.
  const pristine = new Map<string, Request>();
  let inFlight: Promise<boolean> | null = null;

  const sharedRefresh = () => {
    inFlight ??= deps
      .refresh()
      .catch(() => false as const)
      .then((outcome) => {
        if (outcome === true) return true;
        deps.onRefreshFailed(outcome === false ? null : outcome.refused);
        return false;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    onRequest({ request, id, schemaPath }) {
      const token = deps.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (!NO_REFRESH_PATHS.has(schemaPath)) pristine.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, schemaPath }) {
      const copy = pristine.get(id);
      pristine.delete(id);
      if (response.status !== 401 || !copy || NO_REFRESH_PATHS.has(schemaPath)) return response;
      // Sent with a token that a refresh has replaced meanwhile: the new one is already here, and
      // refreshing again would spend a refresh token for nothing.
      const sentWith = copy.headers.get('Authorization');
      const current = deps.getAccessToken();
      const stale = current !== null && sentWith !== `Bearer ${current}`;
      const ok = stale || (await sharedRefresh());
      if (!ok) return response;
      const token = deps.getAccessToken();
      if (token) copy.headers.set('Authorization', `Bearer ${token}`);
      // The retry goes straight to fetch, so a second 401 comes back to the caller as it is.
      return deps.fetch(copy);
    },
    onError({ id, error }) {
      pristine.delete(id);
      // A network failure becomes a value like any failed response (docs/business-rules.md#errors: never thrown).
      // A read that timed out says so, where the call's rules let a server text through.
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return new Response(JSON.stringify(timedOut ? { error: error.message } : {}), {
        status: 503,
        headers: { 'content-type': 'application/json', 'x-network-error': '1' },
      });
    },
  };
}
