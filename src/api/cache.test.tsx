import { act, render, screen } from '@testing-library/react';
import { mutate, SWRConfig, unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { cachedData, loadForSession, preloadIntoCache } from './cache';
import { ApiProvider } from './provider';
import { session } from './session';
import { useAuthedSWR } from './swr';

function signedIn() {
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
}

/** A fetcher that answers 1, 2, 3, ... and counts its calls. */
function counting() {
  let n = 0;
  return vi.fn(() => Promise.resolve((n += 1)));
}

function Shows({ name, fetcher }: { name: string; fetcher: () => Promise<number> }) {
  const { data } = useAuthedSWR(name, fetcher);
  return <p>{`${name}:${data ?? 'none'}`}</p>;
}

// No de-duplication window: only the preload may stand in for a hook's own request.
const mount = (name: string, fetcher: () => Promise<number>) =>
  render(
    <ApiProvider>
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <Shows name={name} fetcher={fetcher} />
      </SWRConfig>
    </ApiProvider>,
  );

beforeEach(() => unload({ revalidate: false }));
afterEach(() => session.clear());

describe('loadForSession', () => {
  it('shares its request with a hook that mounts meanwhile', async () => {
    signedIn();
    let answer!: (n: number) => void;
    const fetcher = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const loaded = loadForSession('/one', fetcher);
    mount('/one', fetcher);
    expect(screen.getByText('/one:none')).toBeInTheDocument();
    await act(async () => {
      answer(1);
      await loaded;
    });
    expect(await screen.findByText('/one:1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  // A lazy screen's hook can be drawn before the answer comes and mount just after it: it takes
  // the answer instead of asking a second time for the same thing.
  it('is handed to a hook that mounts after it settled while the cache still shows its answer', async () => {
    signedIn();
    const fetcher = counting();
    await loadForSession('/two', fetcher);
    expect(cachedData('/two')).toBe(1);
    mount('/two', fetcher);
    expect(await screen.findByText('/two:1')).toBeInTheDocument();
    // The hook's own revalidation took the settled request: let it finish, then count.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('after a failure, a hook that mounts asks anew', async () => {
    signedIn();
    const fetcher = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(2);
    await expect(loadForSession('/failed', fetcher)).rejects.toThrow('down');
    mount('/failed', fetcher);
    expect(await screen.findByText('/failed:2')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('once the cache shows something else for the key, a hook that mounts asks anew', async () => {
    signedIn();
    const fetcher = counting();
    await loadForSession('/changed', fetcher);
    await act(() => mutate('/changed', 7, { revalidate: false }));
    mount('/changed', fetcher);
    expect(await screen.findByText('/changed:2')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('10 s after it settled, a hook that mounts asks anew', async () => {
    signedIn();
    const fetcher = counting();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await loadForSession('/old', fetcher);
      now.mockReturnValue(start + 10_000);
      mount('/old', fetcher);
      expect(await screen.findByText('/old:2')).toBeInTheDocument();
    } finally {
      now.mockRestore();
    }
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('sign-out', () => {
  it('drops a preloaded request: the next session asks anew', async () => {
    signedIn();
    const fetcher = counting();
    preloadIntoCache('/three', fetcher);
    session.clear();
    signedIn();
    mount('/three', fetcher);
    expect(await screen.findByText('/three:2')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
