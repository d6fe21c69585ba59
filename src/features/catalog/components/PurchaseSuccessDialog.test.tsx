import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => window.history.replaceState(null, ''));

function openWith(state: unknown) {
  window.history.replaceState(state, '');
  render(<PurchaseSuccessDialog />);
  return screen.queryByRole('dialog', { name: 'Purchase Successful!' });
}

describe('Purchase Successful! with the order confirmation', () => {
  it('shows number, date, PO number, total and a link to the order in My Account', async () => {
    const dialog = openWith({ checkoutSuccess: true, order: ORDER });
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
    // dealer moves on.
    expect(window.history.state).toMatchObject({ checkoutSuccess: true });
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.history.state).toBeNull();
  });

  it('an order without PO number says None', () => {
    const dialog = openWith({ checkoutSuccess: true, order: { ...ORDER, poNumber: null } });
    expect(within(dialog!).getByLabelText('Your order')).toHaveTextContent('PO NumberNone');
  });

  it('without a well-formed order it still congratulates, without facts or link', () => {
    const dialog = openWith({ checkoutSuccess: true, order: { ...ORDER, orderId: '8015' } });
    expect(dialog).not.toBeNull();
    expect(within(dialog!).queryByLabelText('Your order')).toBeNull();
    expect(within(dialog!).queryByRole('link')).toBeNull();
  });

  it('no flag, no dialog', () => {
    expect(openWith({ order: ORDER })).toBeNull();
    expect(openWith(null)).toBeNull();
  });
});

describe('the success state in history', () => {
  it('reads the flag and keeps only a valid order', () => {
    expect(readSuccessState({ checkoutSuccess: true, order: ORDER })).toEqual({ order: ORDER });
    expect(readSuccessState({ checkoutSuccess: true })).toEqual({ order: null });
    expect(readSuccessState({ checkoutSuccess: 'yes', order: ORDER })).toBeNull();
    expect(readSuccessState('checkoutSuccess')).toBeNull();
  });

  it('drops the flag and the order but keeps anything else', () => {
    expect(withoutSuccess({ checkoutSuccess: true, order: ORDER, scroll: 3 })).toEqual({
      scroll: 3,
    });
    expect(withoutSuccess({ checkoutSuccess: true, order: ORDER })).toBeNull();
    expect(withoutSuccess(undefined)).toBeNull();
  });
});
