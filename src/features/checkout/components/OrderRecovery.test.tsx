import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ToastProvider } from '@ds';
import { readConfirmation, type OrderConfirmation } from '@/lib/order-confirmation';
import { pendingOrderKey } from '@/lib/order-key';
import { ORDER_KEY_STORAGE } from '@/lib/order-key-name';
import { serve, type FakeReply } from '../../../../tests/unit/fake-api';
import OrderRecovery, { CHECKING_TEXT, COULD_NOT_CHECK, NOT_PLACED } from './OrderRecovery';

const KEY = 'key-0123456789abcdef';
const ORDER: OrderConfirmation = {
  orderId: 8015,
  salesOrderNumber: 'SO-208015',
  createdAt: '2026-11-22T15:04:05.000Z',
  poNumber: 'PO-77',
  finalAmount: 440.68,
};
const LINES = [{ productId: 101, quantity: 2, isAssembled: false, hingeDirection: null }];

function holdKey() {
  sessionStorage.setItem(ORDER_KEY_STORAGE, JSON.stringify({ key: KEY, lines: LINES, madeAt: 1 }));
  localStorage.setItem('orderInProgress', JSON.stringify({ time: Date.now(), poNumber: null }));
}

/** Answers the outcome call with `replies` in turn (the last one from then on). */
function answer(...replies: FakeReply[]) {
  let n = 0;
  return serve((_body, request) => {
    expect(new URL(request.url).pathname).toBe(`/api/orders/checkout/${KEY}`);
    const reply = replies[Math.min(n, replies.length - 1)]!;
    n += 1;
    return reply;
  });
}

function setup(path = '/checkout') {
  const navigate = vi.fn();
  window.history.replaceState(null, '', path);
  render(
    <ToastProvider>
      <Router hook={() => [path, navigate]}>
        <OrderRecovery />
      </Router>
    </ToastProvider>,
  );
  return navigate;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  holdKey();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('OrderRecovery: a tab that lost its checkout answer asks by the key', () => {
  it('placed: the confirmation of that order, the key and the marker settled', async () => {
    answer({
      status: 200,
      body: { state: 'placed', message: 'Your order has been placed.', order: ORDER },
    });
    const navigate = setup();
    expect(screen.getByText(CHECKING_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [path, { state, replace }] = navigate.mock.calls[0] as [
      string,
      { state: { confirmation: string }; replace: boolean },
    ];
    expect([path, replace]).toEqual(['/our-products', true]);
    expect(readConfirmation(state.confirmation)).toEqual({ order: ORDER });
    expect(pendingOrderKey()).toBeNull();
    expect(localStorage.getItem('orderInProgress')).toBeNull();
    await waitFor(() => expect(screen.queryByText(CHECKING_TEXT)).toBeNull());
  });

  it('unknown to the server: back to checkout with the message, nothing kept', async () => {
    answer({ status: 404, body: { error: 'No order was placed with this order key.' } });
    const navigate = setup('/cart');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/checkout', {
        state: { orderNotPlaced: NOT_PLACED },
        replace: false,
      }),
    );
    expect(pendingOrderKey()).toBeNull();
    expect(localStorage.getItem('orderInProgress')).toBeNull();
  });

  it('refused: the reason joins the message, and the checkout entry is replaced', async () => {
    answer({
      status: 200,
      body: { state: 'refused', message: 'Your card was declined.', order: null },
    });
    const navigate = setup('/checkout');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/checkout', {
        state: { orderNotPlaced: 'Your last order was not placed: Your card was declined.' },
        replace: true,
      }),
    );
    expect(pendingOrderKey()).toBeNull();
  });

  it('the question fails: says so, moves nowhere, and keeps the key for the next try', async () => {
    answer({ status: 503, body: { error: 'Down.' } });
    const navigate = setup();
    expect(await screen.findByText(COULD_NOT_CHECK)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(pendingOrderKey()?.key).toBe(KEY);
  });

  it('accepted but not yet numbered: asks again until the order is named', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answer(
      {
        status: 200,
        body: { state: 'processing', message: 'Your order is being processed.', order: null },
      },
      {
        status: 200,
        body: { state: 'processing', message: 'Your order is being processed.', order: ORDER },
      },
    );
    const navigate = setup();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]?.[0]).toBe('/our-products');
  });

  it('a damaged entry counts as none: no question, no overlay', () => {
    sessionStorage.setItem(ORDER_KEY_STORAGE, '{"key":');
    const calls = serve({});
    setup();
    expect(screen.queryByText(CHECKING_TEXT)).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });
});
