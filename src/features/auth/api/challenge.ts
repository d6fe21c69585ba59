import { useSyncExternalStore } from 'react';

/**
 * The NEW_PASSWORD_REQUIRED challenge: kept in memory only (never in storage), so the
 * 'Change Your Password' dialog can open over any screen.
 */
export type Challenge = { session: string; username: string };

let current: Challenge | null = null;
const listeners = new Set<() => void>();

export const challengeStore = {
  get: () => current,
  set(next: Challenge | null) {
    current = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useChallenge(): Challenge | null {
  return useSyncExternalStore(challengeStore.subscribe, challengeStore.get, challengeStore.get);
}
