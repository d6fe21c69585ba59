import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig, unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, session } from '@/api';
import { useAccount } from '@/features/account';
import { useCart } from '@/features/cart';
import { useOrders } from '@/features/orders';
import { useQuote, useQuotes } from '@/features/quotes';
import { writeCookie } from '@/lib/cookies';
import { serve } from './fake-api';
import { buildAccount, buildCart, buildCartItem, buildQuote, buildQuoteItem } from './builders';

// docs/business-rules.md#cart-and-quotes: the cart and the quotes, which another tab or window can
// change, are asked for again when the tab regains focus or becomes visible; other answers are not.

beforeEach(async () => {
  // Other test files share this module realm and its SWR cache (vitest runs without isolation).
  unload({ revalidate: false });
  writeCookie('accessToken', 'token-1', 'localhost');
  session.reload();
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The dealer comes back to the tab a while later (past SWR's focus throttle). */
function later() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 2500);
}

function Probe() {
  const cart = useCart();
  const { quotes } = useQuotes();
  const quote = useQuote(7001);
  const orders = useOrders(1);
  const account = useAccount();
  return (
    <p>
      cart:{cart.data?.items.length ?? '-'} quotes:{quotes.length} quote:
      {quote.data?.items.length ?? '-'} orders:{orders.data?.orders.length ?? '-'} account:
      {account.data?.firstName ?? '-'}
    </p>
  );
}

function serveCounting() {
  let version = 1;
  const calls: Record<string, number> = {};
  const count = (name: string, body: () => unknown) => () => {
    calls[name] = (calls[name] ?? 0) + 1;
    return Response.json(body());
  };
  const items = () =>
    Array.from({ length: version === 1 ? 2 : 1 }, (_, i) => buildCartItem({ cartItemId: i + 1 }));
  serve({
    'GET /carts': count('cart', () => buildCart({ items: items() })),
    'GET /carts/all-quotes': count('quotes', () =>
      version === 1 ? [buildQuote(), buildQuote({ id: 7002 })] : [buildQuote()],
    ),
    'GET /carts/7001': count('quote', () =>
      buildQuote({ items: items().map((i) => buildQuoteItem(i)) }),
    ),
    'GET /orders': count('orders', () => ({ orders: [], totalPages: 0, currentPage: 1 })),
    'GET /accounts/me': count('account', () => buildAccount()),
  });
  return { calls, changeElsewhere: () => (version = 2) };
}

async function renderLoaded() {
  render(
    <ApiProvider>
      {/* The focus event follows the first load at once: no deduplication. */}
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <Probe />
      </SWRConfig>
    </ApiProvider>,
  );
  await waitFor(() =>
    expect(screen.getByText(/cart:2 quotes:2 quote:\s*2 orders:0 account:\s*Dana/)).toBeVisible(),
  );
}

describe('fresh across tabs', () => {
  it('focus brings back the cart, the quote list and the open quote as the server holds them', async () => {
    const { calls, changeElsewhere } = serveCounting();
    await renderLoaded();
    expect(calls).toEqual({ cart: 1, quotes: 1, quote: 1, orders: 1, account: 1 });
    changeElsewhere();
    later();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.getByText(/cart:1 quotes:1 quote:\s*1 orders:0/)).toBeVisible(),
    );
    // Orders and the account do not change behind the dealer's back: not asked again.
    expect(calls).toEqual({ cart: 2, quotes: 2, quote: 2, orders: 1, account: 1 });
  });

  it('a focus right after the screen opened does not count; a later one asks once', async () => {
    const { calls, changeElsewhere } = serveCounting();
    await renderLoaded();
    changeElsewhere();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    later();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByText(/cart:1 quotes:1 quote:\s*1/)).toBeVisible());
    expect(calls).toMatchObject({ cart: 2, quotes: 2, quote: 2 });
  });

  it('so does the tab becoming visible again', async () => {
    const { calls, changeElsewhere } = serveCounting();
    await renderLoaded();
    changeElsewhere();
    later();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByText(/cart:1 quotes:1 quote:\s*1/)).toBeVisible());
    expect(calls).toMatchObject({ cart: 2, orders: 1, account: 1 });
  });
});
