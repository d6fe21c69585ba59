import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mutate, SWRConfig, unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { loadIntoCache } from './cache';
import { ApiProvider } from './provider';
import { session } from './session';
import { useAuthedSWR, withFields } from './swr';

// How often a screen draws when its data is already there: each extra draw of a whole screen is a
// long synchronous task on a phone (SWR's store updates are synchronous).

function signedIn() {
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
}

/**
 * Renders `ui` under the app's providers; `checked` resolves when the mount check has settled and
 * `nextCheck()` when the next one has (SWR's onSuccess).
 */
function mountWatched(ui: ReactNode) {
  let onSuccess = () => {};
  const nextCheck = () => new Promise<void>((resolve) => (onSuccess = resolve));
  const checked = nextCheck();
  render(
    <ApiProvider>
      <SWRConfig value={{ dedupingInterval: 0, onSuccess: () => onSuccess() }}>{ui}</SWRConfig>
    </ApiProvider>,
  );
  return { checked, nextCheck };
}

beforeEach(() => unload({ revalidate: false }));
afterEach(() => session.clear());

describe('resource hooks with fields of their own (withFields)', () => {
  const key = '/things';
  function useThings(fetcher: () => Promise<string[]>) {
    const swr = useAuthedSWR(key, fetcher);
    return withFields(swr, { things: swr.data ?? [] });
  }

  it('do not draw again for a revalidation that brings the same answer', async () => {
    signedIn();
    const fetcher = vi.fn(() => Promise.resolve(['a', 'b']));
    await loadIntoCache(key, fetcher);
    let draws = 0;
    function Things() {
      const { things, isLoading } = useThings(fetcher);
      draws += 1;
      return <p>{isLoading ? 'loading' : things.join()}</p>;
    }
    const watched = mountWatched(<Things />);
    await act(() => watched.checked);
    const settled = watched.nextCheck();
    // A focus, a return to the screen: the same answer again, asked for anew this time.
    await act(async () => {
      await mutate(key);
      await settled;
    });
    // The load, the mount's revalidation, the focus: one draw for all three.
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(draws).toBe(1);
  });

  it('still hand out every SWR field a screen reads', async () => {
    signedIn();
    const fetcher = vi.fn(() => Promise.resolve(['c']));
    let seen: unknown[] = [];
    function Things() {
      const r = useThings(fetcher);
      seen = [r.data, r.error, r.isLoading, r.isValidating, typeof r.mutate, r.things];
      return null;
    }
    const watched = mountWatched(<Things />);
    await act(() => watched.checked);
    await vi.waitFor(() =>
      expect(seen).toEqual([['c'], undefined, false, false, 'function', ['c']]),
    );
  });
});
