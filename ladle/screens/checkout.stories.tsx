import type { StoryDefault } from '@ladle/react';
import {
  addLines,
  atRest,
  hold,
  reply,
  screen,
  waitFor,
  type Screen,
  type UserEvent,
  type World,
} from './screen';

export default { title: 'Screens / Checkout' } satisfies StoryDefault;

// Every checkout story starts from a cart of two assembled base cabinets and a Base Easy Reach.
const cart = (w: World) =>
  addLines(w, [
    { sku: 'TPW-B12', quantity: 2, isAssembled: true },
    { sku: 'TPW-BER33', quantity: 1 },
  ]);

const chooseSavedCard = async (user: UserEvent, s: Screen) =>
  user.click(await s.findByRole('button', { name: /Visa Dana Miller XXXX1111/ }));

/** Nothing chosen yet: Place Order is disabled. */
export const Opened = screen('/checkout', { arrange: cart });

/** The seed's Visa XXXX1111 chosen. */
export const SavedCard = screen('/checkout', { arrange: cart, play: chooseSavedCard });

/** Add New ticked and Place Order pressed with the card fields empty: their errors. */
export const AddNewWithErrors = screen('/checkout', {
  arrange: cart,
  play: async (user, s) => {
    await user.click(await s.findByRole('checkbox', { name: 'Add New' }));
    await s.findByLabelText(/Card Number/);
    await user.click(s.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => {
      if (!document.querySelector('[aria-invalid="true"]')) throw new Error('no field error yet');
    });
  },
});

/** Place Order pressed; the order call is still under way: the processing overlay. */
export const OrderProcessing = screen('/checkout', {
  arrange: cart,
  api: [hold('post', '/orders/checkout')],
  play: async (user, s) => {
    await chooseSavedCard(user, s);
    await user.click(await s.findByRole('button', { name: 'Place Order' }));
    await s.findByText(/Please be patient/);
  },
});

/** The payment gateway declines the card (a 400 with its text). */
export const DeclinedCard = screen('/checkout', {
  arrange: cart,
  api: [reply('post', '/orders/checkout', 400, { error: 'The card was declined.' })],
  play: async (user, s) => {
    await chooseSavedCard(user, s);
    await user.click(await s.findByRole('button', { name: 'Place Order' }));
    await s.findByText(/The card was declined/);
    atRest();
  },
});
