import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDetailPath } from '@/lib/order-confirmation';
import { ACCOUNT_TABS, accountViewUrl, readAccountView } from './account-view';

describe('account view in the URL', () => {
  it('plain /my-account is the first tab, page 1, nothing open', () => {
    expect(readAccountView('')).toEqual({ tab: 'orders', page: 1, orderId: null, editing: false });
    expect(accountViewUrl({ tab: 'orders', page: 1, orderId: null, editing: false })).toBe(
      '/my-account',
    );
  });

  it('keeps the list page with an opened order, so Go Back returns to it', () => {
    expect(accountViewUrl({ page: 2, orderId: 8003 })).toBe('/my-account?page=2&order=8003');
    expect(readAccountView('?page=2&order=8003')).toMatchObject({ page: 2, orderId: 8003 });
  });

  it("is the view the order confirmation's View Order link opens", () => {
    const path = orderDetailPath(8015);
    expect(path).toBe(accountViewUrl({ orderId: 8015 }));
    expect(readAccountView(path.slice(path.indexOf('?')))).toEqual({
      tab: 'orders',
      page: 1,
      orderId: 8015,
      editing: false,
    });
  });

  it('names the other tabs and the profile editor', () => {
    expect(accountViewUrl({ tab: 'addresses' })).toBe('/my-account?tab=address-book');
    expect(accountViewUrl({ tab: 'payments' })).toBe('/my-account?tab=payment-methods');
    expect(accountViewUrl({ editing: true })).toBe('/my-account?edit=profile');
    expect(readAccountView('?tab=payment-methods').tab).toBe('payments');
  });

  it('ignores junk: unknown tabs, page 0, negative or non-numeric ids', () => {
    expect(readAccountView('?tab=orders&page=0&order=-3')).toEqual(readAccountView(''));
    expect(readAccountView('?tab=__proto__&page=2.5&order=abc&edit=yes')).toEqual(
      readAccountView(''),
    );
  });

  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(
        fc.record({
          tab: fc.constantFrom(...ACCOUNT_TABS),
          page: fc.integer({ min: 1, max: 1e6 }),
          orderId: fc.option(fc.integer({ min: 1, max: 1e8 }), { nil: null }),
          editing: fc.boolean(),
        }),
        (view) => {
          const url = accountViewUrl(view);
          expect(readAccountView(url.slice(url.indexOf('?') + 1))).toEqual(view);
        },
      ),
    );
  });
});
