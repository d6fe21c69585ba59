import type { StoryDefault } from '@ladle/react';
import { fail, hold, screen } from './screen';

export default { title: 'Screens / My Account' } satisfies StoryDefault;

/** The seed's 14 orders, first page. */
export const Orders = screen('/my-account');

export const OrdersLoading = screen('/my-account', { api: [hold('get', '/orders')] });

export const OrdersError = screen('/my-account', { api: [fail('get', '/orders')] });

/** The newest order of the seed (8014) opened. */
export const OrderDetail = screen('/my-account?order=8014');

/** Order 8014 placed from quote PO-1001 at its accepted special-pricing offer of Nov 19, 2026. */
export const OrderDetailFromQuote = screen('/my-account?order=8014', {
  arrange: (w) => {
    const order = w.state.data['dealer@example.com']!.orders.find((o) => o.id === 8014)!;
    order.quote = { id: 7001, poNumber: 'PO-1001', offeredAt: '2026-11-19T15:00:00.000Z' };
  },
});

/** Order 8014 placed on approval of Casey Ortiz's request: both names on the detail. */
export const OrderDetailApproved = screen('/my-account?order=8014', {
  arrange: (w) => {
    const order = w.state.data['dealer@example.com']!.orders.find((o) => o.id === 8014)!;
    order.orderedBy = 'Casey Ortiz';
    order.approval = { requestedBy: 'Casey Ortiz', approvedBy: 'Dana Miller' };
  },
});

/** Atlanta (primary) and Savannah. */
export const AddressBook = screen('/my-account?tab=address-book');

/** Visa XXXX1111. */
export const PaymentMethods = screen('/my-account?tab=payment-methods');

/** Edit Your Profile: Dana Miller of Miller Kitchens. */
export const ProfileEditor = screen('/my-account?edit=profile');

/** The password row opened in the profile editor. */
export const PasswordForm = screen('/my-account?edit=profile', {
  play: async (user, s) => user.click(await s.findByRole('button', { name: 'Edit Password' })),
});
