import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { SWRConfig, unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, session } from '@/api';
import { useCart } from '@/features/cart';
import { writeCookie } from '@/lib/cookies';
import { serve } from '../../tests/unit/fake-api';
import { buildCart, buildQuote } from '../../tests/unit/builders';
import { lazyPage } from './lazy-page';
import { prefetchWhenIdle, preloadOnIntent, preloadRoute } from './route-preload';
import { routes } from './routes';

function signedIn() {
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
}

/** A promise the test settles by hand, to look at the moment before an answer arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Stops the chunk of the route with this pattern from loading for real; returns the spy. */
const stubChunk = (pattern: string) =>
  vi.spyOn(routes.find((r) => r.path === pattern)!.page, 'preload');

beforeEach(async () => {
  // Other test files share this module realm and its SWR cache (vitest runs without isolation).
  unload({ revalidate: false });
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('preloadRoute', () => {
  function CartCount() {
    const { data, error } = useCart();
    if (error) return <p>cart failed</p>;
    return <p>cart:{data ? data.cartItemCount : 'none'}</p>;
  }
  // No de-duplication window: a request of an earlier test must not stand in for this one's.
  const mountCart = () =>
    render(
      <ApiProvider>
        <SWRConfig value={{ dedupingInterval: 0 }}>
          <CartCount />
        </SWRConfig>
      </ApiProvider>,
    );

  it('asks for the cart screen and the cart at once; a screen mounting meanwhile shares the call', async () => {
    signedIn();
    const chunk = stubChunk('/cart').mockResolvedValue(undefined);
    const answer = deferred<Response>();
    const fetchMock = serve({ 'GET /carts': () => answer.promise });
    preloadRoute('/cart');
    expect(chunk).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    mountCart();
    expect(screen.getByText('cart:none')).toBeInTheDocument();
    await act(async () => answer.resolve(Response.json(buildCart({ cartItemCount: 200 }))));
    expect(await screen.findByText('cart:200')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands an answer that came before the screen to it, without asking again', async () => {
    signedIn();
    stubChunk('/cart').mockResolvedValue(undefined);
    const fetchMock = serve({ 'GET /carts': () => Response.json(buildCart({ cartItemCount: 7 })) });
    preloadRoute('/cart');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    mountCart();
    expect(await screen.findByText('cart:7')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands a failure that came before the screen to it: one request, the error shown', async () => {
    signedIn();
    stubChunk('/cart').mockResolvedValue(undefined);
    const fetchMock = serve({ 'GET /carts': () => ({ status: 500, body: { error: 'Down.' } }) });
    preloadRoute('/cart');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    mountCart();
    expect(await screen.findByText('cart failed')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the quote of the path, with the route matched by wouter', async () => {
    signedIn();
    stubChunk('/quotes/:quoteId').mockResolvedValue(undefined);
    const fetchMock = serve({ 'GET /carts/7001': () => Response.json(buildQuote({ id: 7001 })) });
    preloadRoute('/quotes/7001');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toContain('/carts/7001');
  });

  it('asks for no data for an id the quote screen does not accept', () => {
    signedIn();
    stubChunk('/quotes/:quoteId').mockResolvedValue(undefined);
    const fetchMock = serve();
    preloadRoute('/quotes/abc');
    preloadRoute('/quotes/0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for nothing on a dealer screen without a session', () => {
    const chunk = stubChunk('/cart');
    const fetchMock = serve();
    preloadRoute('/cart');
    expect(chunk).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('preloadOnIntent', () => {
  /** A link as wouter renders it, pointed at or focused. */
  function link(href: string) {
    const a = document.createElement('a');
    a.href = href;
    a.innerHTML = '<span>Cart</span>';
    document.body.append(a);
    return a;
  }

  it("asks for a screen's chunk when a link to it is pointed at or focused", () => {
    signedIn();
    const chunk = stubChunk('/cart').mockResolvedValue(undefined);
    const stop = preloadOnIntent();
    try {
      const a = link('/cart');
      a.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(chunk).toHaveBeenCalledTimes(1);
      a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(chunk).toHaveBeenCalledTimes(2);
      a.remove();
    } finally {
      stop();
    }
  });

  it('leaves links to other sites and dealer screens of a visitor alone', () => {
    const chunk = stubChunk('/cart');
    const stop = preloadOnIntent();
    try {
      const own = link('/cart');
      own.dispatchEvent(new Event('pointerover', { bubbles: true }));
      const other = link('https://example.com/cart');
      other.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(chunk).not.toHaveBeenCalled();
      own.remove();
      other.remove();
    } finally {
      stop();
    }
  });
});

describe('prefetchWhenIdle', () => {
  it("asks for the cart's chunk once the browser is idle, for a dealer", () => {
    signedIn();
    const chunk = stubChunk('/cart').mockResolvedValue(undefined);
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    prefetchWhenIdle();
    expect(chunk).not.toHaveBeenCalled();
    idle?.();
    expect(chunk).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage', () => {
  const view = (Page: ReturnType<typeof lazyPage>) => (
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>
  );

  it('shows the fallback while the chunk loads', async () => {
    const chunk = deferred<{ default: ComponentType }>();
    const Page = lazyPage(() => chunk.promise);
    render(view(Page));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: () => <h1>Shopping Cart</h1> }));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without a fallback', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Shopping Cart</h1> }));
    const Page = lazyPage(load);
    await Page.preload();
    render(view(Page));
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on render when the preload failed', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>Shopping Cart</h1> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    render(view(Page));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
