import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';

// The session lives in cookies (docs/business-rules.md#session); this store mirrors them for React and lets
// sign-out and the 401 handler clear everything in one place.
export const SESSION_COOKIES = [
  'accessToken',
  'refreshToken',
  'isImpersonated',
  'impersonatedEmail',
] as const;

export type Session = {
  isAuthenticated: boolean;
  isImpersonated: boolean;
  impersonatedEmail: string | null;
};

type Listener = () => void;
const listeners = new Set<Listener>();
const clearHandlers = new Set<() => void>();
const signInHandlers = new Set<() => Promise<void>>();

function read(): Session {
  return {
    isAuthenticated: Boolean(readCookie('accessToken')),
    isImpersonated: readCookie('isImpersonated') === 'true',
    impersonatedEmail: readCookie('impersonatedEmail'),
  };
}

let snapshot: Session = read();
// Bumped on every clear, so answers to calls made before a sign-out can be recognised and dropped.
let generation = 0;

function emit() {
  const next = read();
  if (
    next.isAuthenticated !== snapshot.isAuthenticated ||
    next.isImpersonated !== snapshot.isImpersonated ||
    next.impersonatedEmail !== snapshot.impersonatedEmail
  ) {
    snapshot = next;
  }
  listeners.forEach((l) => l());
}

export const session = {
  get: (): Session => snapshot,
  generation: (): number => generation,
  accessToken: (): string | null => readCookie('accessToken'),
  refreshToken: (): string | null => readCookie('refreshToken'),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTokens(tokens: { accessToken: string; refreshToken?: string | null }) {
    writeCookie('accessToken', tokens.accessToken);
    if (tokens.refreshToken) writeCookie('refreshToken', tokens.refreshToken);
    emit();
  },
  /** Things outside the API layer (the SWR cache) register here to be wiped with the session. */
  onClear(handler: () => void): () => void {
    clearHandlers.add(handler);
    return () => clearHandlers.delete(handler);
  },
  /** Sign-out: cookies, local storage and every registered cache, so no data survives for the next user. */
  clear() {
    generation += 1;
    SESSION_COOKIES.forEach((name) => deleteCookie(name));
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); the cookies are what matter.
    }
    clearHandlers.forEach((h) => h());
    emit();
  },
  /**
   * What to load once a dealer signs in is the app's business (it knows every feature), so it
   * registers here and the sign-in calls only announce the moment; a Set keeps it registered once.
   */
  onSignIn(handler: () => Promise<void>): () => void {
    signInHandlers.add(handler);
    return () => signInHandlers.delete(handler);
  },
  /** Runs every sign-in handler in parallel; settles when they all have. */
  signedIn(): Promise<void> {
    return Promise.all([...signInHandlers].map((h) => h())).then(() => undefined);
  },
  /** Re-read the cookies, e.g. after another tab changed them. */
  reload: emit,
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
