import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import { session } from './session';

/** Empties the whole SWR cache: subscribers see undefined first, then the keys are dropped. */
export function clearApiCache(): void {
  void mutate(() => true, undefined, { revalidate: false });
  for (const key of [...cache.keys()]) cache.delete(key);
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
