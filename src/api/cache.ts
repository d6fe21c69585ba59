import { mutate, preload, SWRConfig, unload } from 'swr';
import { session } from './session';

// The app uses SWR's default cache: resource modules update it with the global `mutate`.
const { cache } = SWRConfig.defaultValue;

// Answers that are the same for every visitor (the maintenance gate) survive sign-out: dropping
// them would leave the gate waiting for an answer nobody asks for again.
const publicKeys = new Set<string>();

export function keepOnSignOut(key: string): void {
  publicKeys.add(key);
}

/** A preloaded answer older than this is not handed out; the first fetch asks anew. */
const PRELOAD_FRESH_MS = 10_000;

/** How a request ended, for deciding whether a fetch that comes after may still take it. */
type Outcome<T> = { ok: true; data: T } | { ok: false };

/**
 * SWR's `preload` hands its request to the key's first fetch, however late that fetch comes. Here
 * the request is handed out while it is under way, and once settled only while `reusable` says so,
 * and never PRELOAD_FRESH_MS after it settled; later the first fetch asks anew. Returns the request
 * (an earlier one still waiting for its first fetch, if there is one).
 */
function preloadWhileFresh<T>(
  key: string,
  fetcher: () => Promise<T>,
  reusable: (outcome: Outcome<T>) => boolean,
): PromiseLike<T> {
  let request: Promise<T> | undefined;
  const waiting = preload(key, (): PromiseLike<T> => {
    const own = fetcher();
    request = own;
    let settled: { at: number; outcome: Outcome<T> } | null = null;
    own.then(
      (data) => void (settled = { at: Date.now(), outcome: { ok: true, data } }),
      () => void (settled = { at: Date.now(), outcome: { ok: false } }),
    );
    const stale = () =>
      settled !== null &&
      (Date.now() - settled.at >= PRELOAD_FRESH_MS || !reusable(settled.outcome));
    // SWR awaits what `preload` stored as the key's first fetch starts: decided at that moment.
    return { then: (onOk, onError) => (stale() ? fetcher() : own).then(onOk, onError) };
  });
  return request ?? waiting;
}

/**
 * Loads `key` into the cache before any screen asks for it (a screen opened directly). The first
 * fetch of the key afterwards gets this request, under way or settled, so the screen shows its
 * answer or its failure without asking again. Settles (never fails) once the answer is in the cache
 * or the request has failed.
 */
export function preloadIntoCache<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const generation = session.generation();
  return Promise.resolve(preloadWhileFresh(key, fetcher, () => true)).then(
    (data) => writeIfSameSession(generation, key, data),
    () => undefined,
  );
}

/**
 * Loads `key` for a session that just started. A hook of the key that mounts while the request is
 * under way shares it. Once settled, its answer is handed out only while the cache still shows it:
 * a hook drawn before the answer came but mounted just after (a lazy screen) takes it instead of
 * asking twice for the same thing. After a failure, or a change to the key, the hook asks anew.
 */
export function loadForSession<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const generation = session.generation();
  const stillShown = (outcome: Outcome<T>) => outcome.ok && cachedData(key) === outcome.data;
  return Promise.resolve(preloadWhileFresh(key, fetcher, stillShown)).then((data) =>
    writeIfSameSession(generation, key, data),
  );
}

/** Empties the SWR cache of every dealer answer: subscribers see undefined first, then the keys go. */
export function clearApiCache(): void {
  const kept = [...publicKeys].flatMap((key) => {
    const entry = cache.get(key);
    return entry && entry.data !== undefined ? [[key, entry.data] as const] : [];
  });
  // Also drops requests under way and preloaded ones: the ended session's never reach the next.
  unload({ revalidate: false });
  for (const [key, data] of kept) void mutate(key, data, { revalidate: false });
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
  markLoaded(key);
}

/**
 * SWR keeps `isLoading` in the cache only once a hook has asked for the key; without it, a hook
 * that mounts onto a cached answer reports `isLoading: true` until its mount revalidation (which
 * takes the preloaded request, not a new one) has settled, and its screen draws a second time,
 * synchronously, when it flips. An answer written before any hook asked is loaded: said here.
 */
function markLoaded(key: string): void {
  const entry = cache.get(key);
  if (entry && entry.isLoading === undefined) {
    cache.set(key, { ...entry, isLoading: false, isValidating: false });
  }
}

session.onClear(clearApiCache);
