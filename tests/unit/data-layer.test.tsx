import { act, render, screen, waitFor } from '@testing-library/react';
import { mutate, unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, cachedKeys, session } from '@/api';
import { preloadOnSignIn } from '@/app/session-preload';
import { useAddresses, createAddress, updateAddress, addressesKey } from '@/features/addresses';
import { cartKey, useCart } from '@/features/cart';
import { quotesKey, switchToCart, updateQuoteItem, useQuotes } from '@/features/quotes';
import { signIn, signOut } from '@/features/auth';
import { maintenanceKey } from '@/features/maintenance';
import { writeCookie } from '@/lib/cookies';
import { serve } from './fake-api';
import { buildAccount, buildAddress, buildAddressInput, buildCart, buildQuote } from './builders';

function signedIn() {
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
}

beforeEach(async () => {
  // Other test files share this module realm and its SWR cache (vitest runs without isolation).
  unload({ revalidate: false });
});
let stopPreload = () => {};
afterEach(() => {
  stopPreload();
  session.clear();
  vi.unstubAllGlobals();
});

function CartBadge() {
  const { data } = useCart();
  const { quotes } = useQuotes();
  return (
    <p>
      cart:{data ? data.cartItemCount : 'none'} quotes:{quotes.length}
    </p>
  );
}

describe('sign-in and sign-out', () => {
  it('sign-in loads cart, quotes, payment methods, addresses and account; sign-out empties the cache', async () => {
    stopPreload = preloadOnSignIn(); // what main.tsx registers at start-up
    const calls: string[] = [];
    const track = (name: string, body: unknown) => () => {
      calls.push(name);
      return Response.json(body);
    };
    serve({
      'POST /accounts/login': () => Response.json({ accessToken: 'a1', refreshToken: 'r1' }),
      'GET /accounts/me': track('me', buildAccount()),
      'GET /carts': track('cart', buildCart({ cartItemCount: 3 })),
      'GET /carts/all-quotes': track('quotes', [buildQuote()]),
      'GET /payments/get-payment-methods': track('payments', []),
      'GET /address-books/all': track('addresses', { success: true, addresses: [buildAddress()] }),
      'POST /accounts/logout': (body) => {
        calls.push(`logout ${(body as { refreshToken: string }).refreshToken}`);
        return Response.json({ message: 'Signed out.' });
      },
    });
    render(
      <ApiProvider>
        <CartBadge />
      </ApiProvider>,
    );
    expect(screen.getByText('cart:none quotes:0')).toBeInTheDocument();
    const result = await act(() =>
      signIn({ email: 'dealer@example.com', password: 'Dealer#2026' }),
    );
    expect(result).toEqual({ ok: true, data: { kind: 'signedIn' } });
    await waitFor(() => expect(screen.getByText('cart:3 quotes:1')).toBeInTheDocument());
    expect(new Set(calls)).toEqual(new Set(['me', 'cart', 'quotes', 'payments', 'addresses']));
    // The header's cart and account hooks share the sign-in requests (SWR's preload); the other
    // resources go into the cache for screens not open yet, so a hook already mounted (the
    // quotes here) asks once more behind them.
    expect(calls.filter((c) => c === 'cart' || c === 'me').sort()).toEqual(['cart', 'me']);
    // The account is preloaded for the header, which this screen does not draw.
    expect(cachedKeys().length).toBeGreaterThanOrEqual(4);

    localStorage.setItem('quantities', '{}');
    let revoked: Promise<void> = Promise.resolve();
    act(() => {
      revoked = signOut();
    });
    // Local sign-out does not wait for the revoke call.
    expect(cachedKeys()).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    await waitFor(() => expect(screen.getByText('cart:none quotes:0')).toBeInTheDocument());
    await revoked;
    expect(calls.filter((c) => c.startsWith('logout'))).toEqual(['logout r1']);
  });

  it('sign-out still ends the session locally when the revoke call fails', async () => {
    signedIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = serve({
      'POST /accounts/logout': () => Response.json({ error: 'down' }, { status: 503 }),
    });
    const revoked = signOut();
    expect(session.get().isAuthenticated).toBe(false);
    expect(document.cookie).toBe('');
    await revoked;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Failed to revoke the session.', { error: 'down' });
    // A dropped connection is only logged too.
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signOut();
    expect(session.get().isAuthenticated).toBe(false);
    warn.mockRestore();
  });

  it('a temporary password answers the challenge and stores no token', async () => {
    serve({
      'POST /accounts/login': () =>
        Response.json({
          challengeName: 'NEW_PASSWORD_REQUIRED',
          session: 's-1',
          username: 'newdealer@example.com',
        }),
    });
    const result = await signIn({ email: 'newdealer@example.com', password: 'Welcome#2026' });
    expect(result).toEqual({
      ok: true,
      data: { kind: 'newPasswordRequired', session: 's-1', username: 'newdealer@example.com' },
    });
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('a wrong password shows the server text and a bare failure the generic text', async () => {
    serve({
      'POST /accounts/login': () =>
        Response.json({ error: 'Incorrect username or password.' }, { status: 400 }),
    });
    const wrong = await signIn({ email: 'dealer@example.com', password: 'nope' });
    expect(wrong.ok === false && wrong.message).toBe('Incorrect username or password.');
    serve({ 'POST /accounts/login': () => new Response('', { status: 500 }) });
    const broken = await signIn({ email: 'dealer@example.com', password: 'nope' });
    expect(broken.ok === false && broken.message).toBe('An unexpected error occurred.');
  });
});

describe('sign-out keeps only public answers', () => {
  it('keeps the maintenance answer, so the gate does not wait for it again', async () => {
    signedIn();
    await mutate(maintenanceKey, { isMaintenance: false }, { revalidate: false });
    await mutate(cartKey, buildCart(), { revalidate: false });
    serve({ 'POST /accounts/logout': () => Response.json({ message: 'Signed out.' }) });
    void signOut();
    expect(cachedKeys()).toEqual([maintenanceKey]);
  });
});

describe('mutations update the cache from the server answer', () => {
  it('a quote update with no items removes the quote from the list', async () => {
    signedIn();
    await mutate(quotesKey, [buildQuote({ id: 7001 }), buildQuote({ id: 7002 })], {
      revalidate: false,
    });
    const fetchMock = serve({
      'POST /carts': () => Response.json(buildQuote({ id: 7001, items: [] })),
    });
    const result = await updateQuoteItem({ quoteId: 7001, cartItemId: 9201, quantity: 0 });
    expect(result.ok).toBe(true);
    const list = await mutate(quotesKey);
    expect((list as { id: number }[]).map((q) => q.id)).toEqual([7002]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('switching a quote to the cart drops it from the list; without the saved quote in the answer the list waits for its next read', async () => {
    signedIn();
    const previous = buildCart({ id: 5001 });
    await mutate(cartKey, previous, { revalidate: false });
    await mutate(quotesKey, [buildQuote({ id: 7001 })], { revalidate: false });
    serve({
      'PUT /carts/switch-to-cart/7001': () =>
        Response.json(buildCart({ id: 7001, cartItemCount: 4 })),
    });
    const result = await switchToCart(7001, previous);
    expect(result.ok).toBe(true);
    expect(((await mutate(cartKey)) as { id: number }).id).toBe(7001);
    expect(((await mutate(quotesKey)) as { id: number }[]).map((q) => q.id)).toEqual([]);
  });

  it('switching a quote to the cart answers the quote the previous cart became, as the API names it', async () => {
    signedIn();
    // The tab's cached cart is stale (another tab renamed it); the API's savedQuote wins.
    const stale = buildCart({ id: 5001, poNumber: null });
    await mutate(cartKey, stale, { revalidate: false });
    await mutate(quotesKey, [buildQuote({ id: 7001 }), buildQuote({ id: 7002 })], {
      revalidate: false,
    });
    const saved = buildQuote({ id: 5001, poNumber: 'JOB-7' });
    serve({
      'PUT /carts/switch-to-cart/7001': () =>
        Response.json({ ...buildCart({ id: 7001 }), savedQuote: saved }),
    });
    const result = await switchToCart(7001, stale);
    expect(result.ok && result.data.savedQuote).toEqual(saved);
    const cart = (await mutate(cartKey)) as Record<string, unknown>;
    expect(cart.id).toBe(7001);
    expect('savedQuote' in cart).toBe(false);
    const list = (await mutate(quotesKey)) as { id: number; poNumber: string }[];
    expect(list.map((q) => `${q.id} ${q.poNumber}`)).toEqual(['5001 JOB-7', '7002 PO-1001']);

    serve({
      'PUT /carts/switch-to-cart/7002': () =>
        Response.json({ ...buildCart({ id: 7002 }), savedQuote: null }),
    });
    const empty = await switchToCart(7002, buildCart({ id: 7001 }));
    expect(empty.ok && empty.data.savedQuote).toBeNull();
  });

  it('keeps one primary address: adding makes the new one primary, updating as primary clears the rest', async () => {
    signedIn();
    await mutate(
      addressesKey,
      [buildAddress({ id: 1, isPrimaryAddress: true }), buildAddress({ id: 2 })],
      {
        revalidate: false,
      },
    );
    serve({
      'POST /address-books': (body) =>
        Response.json(
          { ...(body as object), id: 3, addressLine2: null, isPrimaryAddress: true },
          { status: 201 },
        ),
      'PUT /address-books': (body) => Response.json({ ...buildAddress(), ...(body as object) }),
    });
    const input = buildAddressInput();
    await createAddress(input);
    let list = (await mutate(addressesKey)) as { id: number; isPrimaryAddress: boolean }[];
    expect(list.filter((a) => a.isPrimaryAddress).map((a) => a.id)).toEqual([3]);
    await updateAddress({ ...input, id: 2, isPrimaryAddress: true });
    list = (await mutate(addressesKey)) as { id: number; isPrimaryAddress: boolean }[];
    expect(list.filter((a) => a.isPrimaryAddress).map((a) => a.id)).toEqual([2]);
  });

  it('a failed address save keeps the cached list and returns the server text', async () => {
    signedIn();
    const before = [buildAddress({ id: 1, isPrimaryAddress: true })];
    await mutate(addressesKey, before, { revalidate: false });
    serve({
      'PUT /address-books': () => Response.json({ error: 'Address not found.' }, { status: 404 }),
    });
    const result = await updateAddress({ ...buildAddressInput(), id: 9 });
    expect(result).toMatchObject({ ok: false, message: 'Address not found.', status: 404 });
    expect(await mutate(addressesKey)).toEqual(before);
  });

  it('the address book falls back to empty when loading fails', async () => {
    signedIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ 'GET /address-books/all': () => Response.json({ error: 'boom' }, { status: 500 }) });
    function Book() {
      const { addresses, error } = useAddresses();
      return <p>{error ? `failed:${addresses.length}` : 'loading'}</p>;
    }
    render(
      <ApiProvider>
        <Book />
      </ApiProvider>,
    );
    await waitFor(() => expect(screen.getByText('failed:0')).toBeInTheDocument());
  });
});
