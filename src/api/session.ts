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
  /**
   * The staff member signed in, acting as a dealer or not; null for a dealer. Kept in local
   * storage, which sign-out clears with the cookies (docs/business-rules.md#staff-acting-as-a-dealer).
   */
  staffEmail: string | null;
};

/** The session a staff sign-in, starting or stopping acting as a dealer answers. */
export type StaffSessionValues = {
  accessToken: string;
  refreshToken: string;
  isImpersonated: boolean;
  impersonatedEmail: string | null;
  staffEmail: string;
};

/** The local storage key of the staff member signed in. */
export const STAFF_KEY = 'staffEmail';

function readStaff(): string | null {
  try {
    return localStorage.getItem(STAFF_KEY);
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
const clearHandlers = new Set<() => void>();
const signInHandlers = new Set<() => Promise<void>>();

function read(): Session {
  return {
    isAuthenticated: Boolean(readCookie('accessToken')),
    isImpersonated: readCookie('isImpersonated') === 'true',
    impersonatedEmail: readCookie('impersonatedEmail'),
    staffEmail: readStaff(),
  };
}

let snapshot: Session = read();
// Why the API last ended the session itself (a disabled account), until the sign-in page shows it.
let refusal: string | null = null;
const refusedHandlers = new Set<() => void>();
// Bumped on every clear, so answers to calls made before a sign-out can be recognised and dropped.
let generation = 0;

function emit() {
  const next = read();
  if (
    next.isAuthenticated !== snapshot.isAuthenticated ||
    next.isImpersonated !== snapshot.isImpersonated ||
    next.impersonatedEmail !== snapshot.impersonatedEmail ||
    next.staffEmail !== snapshot.staffEmail
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
    refusal = null;
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
    wipe();
    emit();
  },
  /**
   * The API refused the person, not the token (their Owner disabled them): everything goes as at
   * sign-out, then whoever registered with `onRefused` (the app, which opens the sign-in page)
   * hears of it, and `refusal()` holds the API's words for that page.
   */
  refuse(text: string) {
    wipe();
    refusal = text;
    emit();
    refusedHandlers.forEach((h) => h());
  },
  onRefused(handler: () => void): () => void {
    refusedHandlers.add(handler);
    return () => refusedHandlers.delete(handler);
  },
  /** The words of the last refusal, null once shown (`forgetRefusal`) or after a sign-in. */
  refusal: (): string | null => refusal,
  forgetRefusal() {
    refusal = null;
  },
  /**
   * Staff start or stop acting as a dealer: everything of the session before goes as at sign-out
   * (cookies, storage, caches, answers still on their way), then the new session is stored. The
   * impersonation cookies exist only while acting.
   */
  replace(next: StaffSessionValues) {
    wipe();
    refusal = null;
    writeCookie('accessToken', next.accessToken);
    writeCookie('refreshToken', next.refreshToken);
    if (next.isImpersonated) {
      writeCookie('isImpersonated', 'true');
      writeCookie('impersonatedEmail', next.impersonatedEmail ?? '');
    }
    rememberStaff(next.staffEmail);
    emit();
  },
  /** A staff sign-in: marks the session as staff's until sign-out. */
  setStaff(email: string) {
    rememberStaff(email);
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

function wipe() {
  generation += 1;
  SESSION_COOKIES.forEach((name) => deleteCookie(name));
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); the cookies are what matter.
  }
  clearHandlers.forEach((h) => h());
}

function rememberStaff(email: string) {
  try {
    localStorage.setItem(STAFF_KEY, email);
  } catch {
    // Without storage the staff screens are reached again through sign-in; the API still decides.
  }
}

/** Signed in with a dealer's data to show: a dealer, or staff acting as one. */
export function isDealerSession(s: Session): boolean {
  return s.isAuthenticated && (s.staffEmail === null || s.isImpersonated);
}

/** Staff signed in and not acting as a dealer: only the staff screen is theirs. */
export function isStaffOnly(s: Session): boolean {
  return s.isAuthenticated && s.staffEmail !== null && !s.isImpersonated;
}

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
