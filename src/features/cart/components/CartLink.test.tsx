import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/api';
import { CartSummary } from './lines/CartSummary';
import { writeCookie } from '@/lib/cookies';
import { buildCart, buildCartItem } from '../../../../tests/unit/builders';
import { cartKey, type Cart } from '../api/cart';
import { cartTotalsCents } from '../api/cart-total';
import { appliedDiscountRate, clearDiscount, useDiscount } from '../api/discount';
import { CartLink } from './CartLink';

const DEALER10 = { code: 'DEALER10', result: { isValid: true, message: 'ok', rate: 10 } };
const store = (d: unknown) => localStorage.setItem('discount', JSON.stringify(d));

// The example of docs/business-rules.md#pricing: 2 x $189.00 assembled (afmx 1), taxable.
const example = buildCart({
  items: [buildCartItem({ price: 189, quantity: 2, isAssembled: true, afmx: 1 })],
  isTaxable: true,
  cartItemCount: 2,
  // What the server answers without a code; the header must not show it once a code applies.
  totalPrice: 440.68,
});

describe('cartTotalsCents: the cart Total, one rule for header, summary and checkout', () => {
  it('applies a valid code as the pricing rules say', () => {
    const t = cartTotalsCents(example, DEALER10);
    expect(t).toMatchObject({ subTotal: 37800, assemblyFee: 4000, discountedAmount: 4180 });
    expect(t.tax).toBe(2041);
    expect(t.totalPrice).toBe(39661);
  });

  it('ignores a missing or invalid code, and tax follows the cart', () => {
    expect(cartTotalsCents(example, null).totalPrice).toBe(44068);
    const invalid = { code: 'NOPE', result: { isValid: false, message: 'no', rate: 10 } };
    expect(appliedDiscountRate(invalid)).toBe(0);
    expect(cartTotalsCents(example, invalid).totalPrice).toBe(44068);
    expect(cartTotalsCents({ ...example, isTaxable: false }, DEALER10).totalPrice).toBe(37620);
  });
});

function Screen({ cart }: { cart: Cart }) {
  const discount = useDiscount();
  return (
    <>
      <CartLink />
      <CartSummary
        title="Order Summary"
        lines={cart.items}
        isTaxable={cart.isTaxable}
        discountRate={appliedDiscountRate(discount) || null}
      />
    </>
  );
}

describe('CartLink', () => {
  beforeEach(() => {
    writeCookie('accessToken', 'token-1', 'localhost');
    session.reload();
    localStorage.clear();
  });
  afterEach(() => {
    session.clear();
    localStorage.clear();
  });

  function renderHeader(cart: Cart) {
    const { hook } = memoryLocation({ path: '/products/101' });
    return render(
      <SWRConfig
        value={{ provider: () => new Map([[cartKey, { data: cart }]]), revalidateOnMount: false }}
      >
        <Router hook={hook}>
          <Screen cart={cart} />
        </Router>
      </SWRConfig>,
    );
  }

  it('shows the summary Total with the applied code, and follows when it is removed', () => {
    store(DEALER10);
    renderHeader(example);
    const header = screen.getByTestId('cart-total');
    expect(header).toHaveTextContent('$396.61');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$396.61');
    expect(screen.getByRole('link')).toHaveAccessibleName('Cart, 2 items, total $396.61');

    act(() => clearDiscount());
    expect(header).toHaveTextContent('$440.68');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$440.68');
  });

  it('follows a code applied in another tab', () => {
    renderHeader(example);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$440.68');
    act(() => {
      store(DEALER10);
      window.dispatchEvent(new StorageEvent('storage', { key: 'discount' }));
    });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$396.61');
  });

  it('shows no total, not $0.00, when the cart could not be loaded', () => {
    const { hook } = memoryLocation({ path: '/products/101' });
    render(
      <SWRConfig
        value={{
          provider: () =>
            new Map([[cartKey, { error: new Error('The cart could not be loaded.') }]]),
          revalidateOnMount: false,
        }}
      >
        <Router hook={hook}>
          <CartLink />
        </Router>
      </SWRConfig>,
    );
    expect(screen.getByTestId('cart-total-unknown')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName('Cart');
  });
});
