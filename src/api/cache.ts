import { mutate, preload, SWRConfig, unload } from 'swr';
import { session } from './session';

// The app uses SWR's default cache, through SWR's documented `preload`, `mutate` and `unload`.
const { cache } = SWRConfig.defaultValue;

// Answers that are the same for every visitor (the maintenance gate) survive sign-out: dropping
// them would leave the gate waiting for an answer nobody asks for again.
const publicKeys = new Set<string>();

export function keepOnSignOut(key: string): void {
  publicKeys.add(key);
}

/**
 * Asks for `key` ahead of the hook about to show it (a screen opened directly, the header at
 * sign-in): SWR's `preload` hands this request to that hook's first fetch. Settles, never fails:
 * a failure is the screen's to show.
 */
export function preloadData<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  return Promise.resolve(preload(key, fetcher)).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Loads `key` into the cache for a screen not open yet (SWR's `mutate` with the request): the
 * screen shows it at once when opened and asks again behind it. A preload would hand that later
 * screen this answer however old it had become.
 */
export function loadIntoCache<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  return mutate(key, fetcher(), { revalidate: false }).then(() => undefined);
}

/** The answer cached under a key, if any: what the screens show now, read outside React. */
export function cachedData<T>(key: string): T | undefined {
  return cache.get(key)?.data as T | undefined;
}

export function cachedKeys(): string[] {
  return [...cache.keys()];
}

/** Empties the cache of every dealer answer; requests and writes still under way are dropped. */
export function clearApiCache(): void {
  const kept = [...publicKeys].flatMap((key) => {
    const data = cachedData(key);
    return data === undefined ? [] : [[key, data] as const];
  });
  unload({ revalidate: false });
  for (const [key, data] of kept) void mutate(key, data, { revalidate: false });
}

session.onClear(clearApiCache);
