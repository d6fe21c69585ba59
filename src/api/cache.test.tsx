import { act, render, screen } from '@testing-library/react';
import { SWRConfig, unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '@/lib/cookies';
import { cachedData, clearApiCache, keepOnSignOut, loadIntoCache, preloadData } from './cache';
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

describe('preloadData', () => {
  it('hands its request to the hook that mounts next: one request', async () => {
    signedIn();
    let answer!: (n: number) => void;
    const fetcher = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const loaded = preloadData('/one', fetcher);
    mount('/one', fetcher);
    expect(screen.getByText('/one:none')).toBeInTheDocument();
    await act(async () => {
      answer(1);
      await loaded;
    });
    expect(await screen.findByText('/one:1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('settles without failing when the request fails; the hook shows the failure', async () => {
    signedIn();
    const fetcher = vi.fn<() => Promise<number>>().mockRejectedValue(new Error('down'));
    await expect(preloadData('/failed', fetcher)).resolves.toBeUndefined();
    mount('/failed', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('loadIntoCache', () => {
  it('writes the answer into the cache; a screen opened later shows it at once and asks again', async () => {
    signedIn();
    const fetcher = counting();
    await loadIntoCache('/two', fetcher);
    expect(cachedData('/two')).toBe(1);
    mount('/two', fetcher);
    expect(screen.getByText('/two:1')).toBeInTheDocument();
    expect(await screen.findByText('/two:2')).toBeInTheDocument();
  });
});

describe('sign-out', () => {
  it('drops a preloaded request: the next session asks anew', async () => {
    signedIn();
    const fetcher = counting();
    void preloadData('/three', fetcher);
    session.clear();
    signedIn();
    mount('/three', fetcher);
    expect(await screen.findByText('/three:2')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('drops an answer still on its way, and keeps the answers every visitor shares', async () => {
    signedIn();
    keepOnSignOut('/public');
    await loadIntoCache('/public', () => Promise.resolve('open'));
    let answer!: (n: number) => void;
    const late = loadIntoCache('/late', () => new Promise<number>((resolve) => (answer = resolve)));
    clearApiCache();
    answer(5);
    await late.catch(() => undefined);
    expect(cachedData('/late')).toBeUndefined();
    expect(cachedData('/public')).toBe('open');
  });
});
