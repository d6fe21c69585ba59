import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { deleteCookie, writeCookie } from '@/lib/cookies';
import { readConfirmation, storeConfirmation } from '@/lib/order-confirmation';
import { PurchaseSuccessDialog } from './PurchaseSuccessDialog';
import { readSuccessState, withoutSuccess } from './purchase-success';

const ORDER = {
  orderId: 8015,
  salesOrderNumber: 'SO-208015',
  // Noon UTC is the same calendar day in every US time zone.
  createdAt: '2026-11-22T12:00:00.000Z',
  poNumber: 'PO-77',
  finalAmount: 1440.5,
};

beforeEach(() => {
  writeCookie('accessToken', 'token-1', 'localhost');
  session.reload();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  // Sign-out: cookies and all storage.
  session.clear();
});

function openWith(state: unknown) {
  window.history.replaceState(state, '');
  render(<PurchaseSuccessDialog />);
  return screen.queryByRole('dialog', { name: 'Purchase Successful!' });
}

const stored = (order: unknown) => ({
  checkoutSuccess: true,
  confirmation: storeConfirmation(order as typeof ORDER),
});

describe('Purchase Successful! with the order confirmation', () => {
  it('shows number, date, PO number, total and a link to the order in My Account', async () => {
    const state = stored(ORDER);
    const dialog = openWith(state);
    expect(dialog).not.toBeNull();
    const facts = within(dialog!).getByLabelText('Your order');
    expect(facts).toHaveTextContent(
      'Order NumberSO-208015DateNov 22, 2026PO NumberPO-77Total$1,440.50',
    );
    expect(within(dialog!).getByRole('link', { name: 'View Order' })).toHaveAttribute(
      'href',
      '/my-account?order=8015',
    );
    // The flag stays in the history entry (a reload shows the confirmation again) until the
    // dealer moves on; then the stored confirmation goes too.
    expect(window.history.state).toEqual(state);
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.history.state).toBeNull();
    expect(readConfirmation(state.confirmation!)).toBeNull();
  });

  it('View Order ends the confirmation as well', async () => {
    const state = stored(ORDER);
    const dialog = openWith(state);
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    await userEvent.click(within(dialog!).getByRole('link', { name: 'View Order' }));
    // The entry left behind loses its flag before the order's page is pushed.
    expect(replace).toHaveBeenCalledWith(null, '');
    expect(replace.mock.invocationCallOrder[0]!).toBeLessThan(push.mock.invocationCallOrder[0]!);
    expect(push).toHaveBeenCalledWith(null, '', '/my-account?order=8015');
    expect(readConfirmation(state.confirmation!)).toBeNull();
  });

  it('after sign-out (storage cleared) the old history entry shows nothing and loses its flag', () => {
    const state = stored(ORDER);
    sessionStorage.clear();
    expect(openWith(state)).toBeNull();
    expect(window.history.state).toBeNull();
  });

  it('an order without PO number says None', () => {
    const dialog = openWith(stored({ ...ORDER, poNumber: null }));
    expect(within(dialog!).getByLabelText('Your order')).toHaveTextContent('PO NumberNone');
  });

  it('an order that came along (no storage) is shown once: the flag goes at once', () => {
    const dialog = openWith({ checkoutSuccess: true, order: ORDER });
    expect(within(dialog!).getByLabelText('Your order')).toHaveTextContent('SO-208015');
    expect(window.history.state).toBeNull();
  });

  it('without a well-formed order it still congratulates, without facts or link', () => {
    for (const state of [
      stored({ ...ORDER, orderId: '8015' }),
      { checkoutSuccess: true, order: { ...ORDER, finalAmount: null } },
      { checkoutSuccess: true },
    ]) {
      const dialog = openWith(state);
      expect(dialog).not.toBeNull();
      expect(within(dialog!).queryByLabelText('Your order')).toBeNull();
      expect(within(dialog!).queryByRole('link')).toBeNull();
      cleanup();
    }
  });

  it('a visitor (signed out, e.g. in another tab) sees nothing of the order', () => {
    const state = stored(ORDER);
    deleteCookie('accessToken');
    session.reload();
    expect(openWith(state)).toBeNull();
    expect(window.history.state).toBeNull();
    expect(readConfirmation(state.confirmation!)).toBeNull();
  });

  it('no flag, no dialog', () => {
    expect(openWith({ order: ORDER })).toBeNull();
    expect(openWith(null)).toBeNull();
  });
});

describe('the success state in history', () => {
  it('reads the flag with the id of the stored confirmation, or an order that came along', () => {
    expect(readSuccessState({ checkoutSuccess: true, confirmation: 'a1' })).toEqual({
      kind: 'stored',
      id: 'a1',
    });
    expect(readSuccessState({ checkoutSuccess: true, order: ORDER })).toEqual({
      kind: 'once',
      order: ORDER,
    });
    expect(readSuccessState({ checkoutSuccess: true, order: { orderId: 1 } })).toEqual({
      kind: 'once',
      order: null,
    });
    expect(readSuccessState({ checkoutSuccess: 'yes', order: ORDER })).toBeNull();
    expect(readSuccessState('checkoutSuccess')).toBeNull();
  });

  it('drops the flag, the id and the order but keeps anything else', () => {
    expect(
      withoutSuccess({ checkoutSuccess: true, confirmation: 'a1', order: ORDER, scroll: 3 }),
    ).toEqual({ scroll: 3 });
    expect(withoutSuccess({ checkoutSuccess: true, confirmation: 'a1' })).toBeNull();
    expect(withoutSuccess(undefined)).toBeNull();
  });
});
