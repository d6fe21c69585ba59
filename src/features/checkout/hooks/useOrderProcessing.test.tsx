import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ToastProvider } from '@ds';
import { readConfirmation, type OrderConfirmation } from '@/lib/order-confirmation';
import { serve } from '../../../../tests/unit/fake-api';
import type { CheckoutRequest } from '../api/checkout';
import { useOrderProcessing } from './useOrderProcessing';

const ORDER: OrderConfirmation = {
  orderId: 8015,
  salesOrderNumber: 'SO-208015',
  createdAt: '2026-11-22T15:04:05.000Z',
  poNumber: 'PO-77',
  finalAmount: 440.68,
};
const newCard: CheckoutRequest = {
  cardNumber: '4111111111111111',
  expirationDate: '2029-04',
  cvv: '123',
  firstName: 'Dana',
  lastName: 'Miller',
  address: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  poNumber: 'PO-77',
  discountCode: null,
};

const marker = () => JSON.parse(localStorage.getItem('orderInProgress') ?? 'null') as unknown;

function setup() {
  const navigate = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider>
      <Router hook={() => ['/checkout', navigate]}>{children}</Router>
    </ToastProvider>
  );
  return { navigate, ...renderHook(() => useOrderProcessing(), { wrapper }) };
}

/**
 * Expects one replacing navigation to /our-products whose flag names the stored confirmation,
 * and that confirmation to hold `order`.
 */
function expectConfirmation(navigate: ReturnType<typeof vi.fn>, order: OrderConfirmation | null) {
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/our-products', {
    state: { checkoutSuccess: true, confirmation: expect.any(String) },
    replace: true,
  });
  const [, { state }] = navigate.mock.calls[0] as [string, { state: { confirmation: string } }];
  expect(readConfirmation(state.confirmation)).toEqual({ order });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useOrderProcessing: the confirmation survives a reload', () => {
  it('keeps the accepted order in the marker while the card is saved, then replaces /checkout', async () => {
    let releaseSave: () => void = () => {};
    const saving = new Promise<void>((resolve) => (releaseSave = resolve));
    serve({
      'POST /orders/checkout': () => ({
        status: 201,
        body: { message: 'Order placed successfully.', ...ORDER },
      }),
      'POST /payments/save-payment-info': async () => {
        await saving;
        return { status: 500, body: { error: 'Card service down.' } };
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, navigate } = setup();
    let outcome: Promise<string> = Promise.resolve('');
    act(() => {
      outcome = result.current.submit({ body: newCard, saveCard: true });
    });
    // The order is accepted, the card still on its way: a reload now finds the confirmation.
    await waitFor(() =>
      expect(marker()).toEqual({ time: expect.any(Number), poNumber: 'PO-77', order: ORDER }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(JSON.stringify(marker())).not.toContain('4111');
    releaseSave();
    await act(async () => {
      expect(await outcome).toBe('done');
    });
    expectConfirmation(navigate, ORDER);
    expect(marker()).toBeNull();
    expect(result.current.finished).toBe(true);
  });

  it('a reload after the order was accepted goes straight to its confirmation, asking nothing', () => {
    const fetchMock = serve({});
    localStorage.setItem(
      'orderInProgress',
      JSON.stringify({ time: Date.now() - 500, poNumber: 'PO-77', order: ORDER }),
    );
    const { result, navigate } = setup();
    expectConfirmation(navigate, ORDER);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(marker()).toBeNull();
    // The checkout page must not take the emptied cart for 'nothing to buy' meanwhile.
    expect(result.current.finished || result.current.processing).toBe(true);
  });

  it('a reload while processing polls, then confirms the order the lock names', async () => {
    let polls = 0;
    serve({
      'GET /orders/check-lock-status': () => {
        polls += 1;
        return {
          status: 200,
          body: {
            locked: false,
            orderCompleted: true,
            message: 'Your order has been placed.',
            order: ORDER,
          },
        };
      },
    });
    localStorage.setItem('orderInProgress', JSON.stringify({ time: Date.now(), poNumber: null }));
    const { result, navigate } = setup();
    expect(result.current.processing).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expectConfirmation(navigate, ORDER);
    expect(polls).toBe(1);
    expect(marker()).toBeNull();
  });

  it('a completed order the lock does not name still confirms, without facts', async () => {
    serve({
      'GET /orders/check-lock-status': () => ({
        status: 200,
        body: { locked: false, orderCompleted: true, message: '', order: { orderId: 'x' } },
      }),
    });
    localStorage.setItem('orderInProgress', JSON.stringify({ time: Date.now(), poNumber: null }));
    const { navigate } = setup();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expectConfirmation(navigate, null);
  });

  it('a damaged confirmation in the marker is ignored: the lock is asked instead', async () => {
    const fetchMock = serve({
      'GET /orders/check-lock-status': () => ({
        status: 200,
        body: { locked: false, orderCompleted: false, message: '', order: null },
      }),
    });
    localStorage.setItem(
      'orderInProgress',
      JSON.stringify({ time: Date.now(), poNumber: null, order: { ...ORDER, finalAmount: 'x' } }),
    );
    const { result, navigate } = setup();
    await waitFor(() => expect(result.current.error).toBe('Order processing failed.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without session storage the order comes along in the history state instead', async () => {
    serve({
      'POST /orders/checkout': () => ({
        status: 201,
        body: { message: 'Order placed successfully.', ...ORDER },
      }),
    });
    // A stand-in for this test only (a spy on happy-dom's storage outlives the test).
    vi.stubGlobal('sessionStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const { result, navigate } = setup();
    await act(async () => {
      await result.current.submit({ body: { poNumber: 'PO-77' }, saveCard: false });
    });
    expect(navigate).toHaveBeenCalledWith('/our-products', {
      state: { checkoutSuccess: true, order: ORDER },
      replace: true,
    });
  });

  it('with an unsettled order key the marker is not resumed: the key is asked about instead', () => {
    const fetchMock = serve({});
    localStorage.setItem('orderInProgress', JSON.stringify({ time: Date.now(), poNumber: null }));
    sessionStorage.setItem(
      'orderKey',
      JSON.stringify({ key: 'key-0123456789abcdef', lines: [], madeAt: 1 }),
    );
    const { result } = setup();
    expect(result.current.processing).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useOrderProcessing: the reason a recovered order was not placed', () => {
  it('shows as the error until Place Order is pressed again', async () => {
    window.history.replaceState({ orderNotPlaced: 'Your last order was not placed.' }, '');
    serve({
      'POST /orders/checkout': () => ({ status: 400, body: { error: 'Your card was declined.' } }),
    });
    const { result } = setup();
    expect(result.current.error).toBe('Your last order was not placed.');
    await act(async () => {
      await result.current.submit({ body: { poNumber: 'PO-77' }, saveCard: false });
    });
    expect(result.current.error).toBe('Your card was declined.');
    expect(window.history.state).toEqual({});
  });
});

describe('useOrderProcessing: approving a request', () => {
  it("keeps the Owner's own cart and discount code: the request's lines were ordered", async () => {
    localStorage.setItem(
      'discount',
      JSON.stringify({ code: 'DEALER10', result: { isValid: true, rate: 10 } }),
    );
    serve({
      'POST /orders/checkout': () => ({
        status: 201,
        body: { message: 'Order placed successfully.', ...ORDER },
      }),
    });
    const { result, navigate } = setup();
    await act(async () => {
      await result.current.submit({
        body: { poNumber: 'PO-77', approvalRequestId: 6001 },
        saveCard: false,
      });
    });
    expectConfirmation(navigate, ORDER);
    expect(localStorage.getItem('discount')).not.toBeNull();
  });
});
