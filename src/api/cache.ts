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

// Requests under way, per key: the sign-in preload and a hook that mounts at the same moment
// share one request instead of asking the API twice.
const inFlight = new Map<string, Promise<unknown>>();

// Requests made before any screen asked (preloadIntoCache), kept for the first fetch of their key
// whether they are still under way, answered or failed: opening a screen asks the API once, and a
// failure reaches the screen instead of being asked for again behind its back.
const preloaded = new Map<string, { request: Promise<unknown>; at: number }>();
/** A preloaded answer older than this is not handed out; the first fetch asks anew. */
const PRELOAD_FRESH_MS = 10_000;

export function sharedFetch<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const early = preloaded.get(key);
  if (early) {
    preloaded.delete(key);
    if (Date.now() - early.at < PRELOAD_FRESH_MS) return early.request as Promise<T>;
  }
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const request = fetcher().finally(() => {
    if (inFlight.get(key) === request) inFlight.delete(key);
  });
  inFlight.set(key, request);
  return request;
}

/**
 * Loads `key` into the cache before any screen asks for it (a screen opened directly). The first
 * fetch of the key afterwards gets this request, under way or settled, so the screen shows its
 * answer or its failure without asking again.
 */
export function preloadIntoCache<T>(key: string, fetcher: () => Promise<T>): void {
  const generation = session.generation();
  const request = sharedFetch(key, fetcher);
  preloaded.set(key, { request, at: Date.now() });
  request.then(
    (data) => writeIfSameSession(generation, key, data),
    () => undefined,
  );
}

/** Empties the SWR cache of every dealer answer: subscribers see undefined first, then the keys go. */
export function clearApiCache(): void {
  void mutate(isPrivate, undefined, { revalidate: false });
  for (const key of [...cache.keys()]) if (isPrivate(key)) cache.delete(key);
  // A request of the ended session must not be handed to the next one.
  inFlight.clear();
  preloaded.clear();
}

export function cachedKeys(): string[] {
  return [...cache.keys()];
}

/** The answer cached under a key, if any: what the screens show now, read outside React. */
export function cachedData<T>(key: string): T | undefined {
  return (cache.get(key) as { data?: T } | undefined)?.data;
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
