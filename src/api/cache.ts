import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import { session } from './session';

// Answers that are the same for every visitor (the maintenance gate) survive sign-out: dropping
// them would leave the gate waiting for an answer nobody asks for again.
const publicKeys = new Set<string>();

export function keepOnSignOut(key: string): void {
  publicKeys.add(key);
}

const isPrivate = (key: unknown) => !(typeof key === 'string' && publicKeys.has(key));

/** Empties the SWR cache of every dealer answer: subscribers see undefined first, then the keys go. */
export function clearApiCache(): void {
  void mutate(isPrivate, undefined, { revalidate: false });
  for (const key of [...cache.keys()]) if (isPrivate(key)) cache.delete(key);
}

export function cachedKeys(): string[] {
  return [...cache.keys()];
}

/**
 * Writes a server answer into the cache unless the session that asked for it has ended in the
 * meantime (a late answer must never show one dealer's data to the next).
 */
export function writeIfSameSession<T>(generation: number, key: string, data: T): void {
  if (session.generation() !== generation) return;
  void mutate(key, data, { revalidate: false });
}

session.onClear(clearApiCache);
