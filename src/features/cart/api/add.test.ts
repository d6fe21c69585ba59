import { mutate } from 'swr';
import { describe, expect, it } from 'vitest';
import { buildCart, buildCartItem } from '../../../../tests/unit/builders';
import { serve } from '../../../../tests/unit/fake-api';
import { signedInWithEmptyCache } from '../../../../tests/unit/signed-in';
import { addToCart, cappedAdd, cappedMessage, type AddRequest } from './add';
import { cartKey } from './cart';

const b12 = (over: Parameters<typeof buildCartItem>[0] = {}) =>
  buildCartItem({ cartItemId: 1, productId: 101, sku: 'TPW-B12', qtyRestrictions: 10, ...over });
const cartOf = (...items: ReturnType<typeof b12>[]) => buildCart({ items });
const ask = (over: Partial<AddRequest> = {}): AddRequest => ({
  productId: 101,
  quantity: 10,
  isAssembled: false,
  hingeDirection: null,
  ...over,
});

describe('cappedAdd: what the line holds after the answer against what was asked', () => {
  it('10 + 10 of a max-10 item: nothing added, named by SKU', () => {
    const c = cappedAdd(cartOf(b12({ quantity: 10 })), cartOf(b12({ quantity: 10 })), ask());
    expect(c).toEqual({ sku: 'TPW-B12', requested: 10, added: 0, max: 10 });
    expect(cappedMessage(c!)).toBe('Quantity of TPW-B12 capped at 10: 0 of 10 added.');
  });

  it('a partial add says how many went in; a full one says nothing', () => {
    const before = cartOf(b12({ quantity: 8 }));
    expect(cappedAdd(before, cartOf(b12({ quantity: 10 })), ask({ quantity: 4 }))).toMatchObject({
      added: 2,
      requested: 4,
    });
    expect(cappedAdd(before, cartOf(b12({ quantity: 10 })), ask({ quantity: 2 }))).toBeNull();
    expect(cappedAdd(cartOf(), cartOf(b12({ quantity: 3 })), ask({ quantity: 3 }))).toBeNull();
  });

  it('looks at the line the add lands on: same assembly, hinge normalised', () => {
    const assembled = b12({
      cartItemId: 1,
      quantity: 10,
      isAssembled: true,
      hingeDirection: 'LEFT',
    });
    const plain = b12({ cartItemId: 2, quantity: 5 });
    // A plain add next to a full assembled line is a new line: not capped.
    expect(cappedAdd(cartOf(assembled), cartOf(assembled, plain), ask({ quantity: 5 }))).toBeNull();
    // Assembled without a hinge goes to the LEFT line (docs/business-rules.md#assembly).
    expect(
      cappedAdd(cartOf(assembled), cartOf(assembled), ask({ quantity: 1, isAssembled: true })),
    ).toMatchObject({ added: 0, requested: 1 });
  });
});

describe('addToCart', () => {
  signedInWithEmptyCache();

  it('compares with the cart the screens show, or reads it first when none is loaded', async () => {
    const full = cartOf(b12({ quantity: 10 }));
    const fetchMock = serve({
      'GET /carts': () => ({ status: 200, body: full }),
      'POST /carts': () => ({ status: 200, body: full }),
    });
    const first = await addToCart(ask());
    expect(first.ok && first.data.capped).toMatchObject({ sku: 'TPW-B12', added: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Now the answer is cached: no second read.
    const second = await addToCart(ask({ quantity: 3 }));
    expect(second.ok && second.data.capped).toMatchObject({ added: 0, requested: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(((await mutate(cartKey)) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('a refused add is a failure with the server text', async () => {
    serve({
      'GET /carts': () => ({ status: 200, body: cartOf() }),
      'POST /carts': () => ({ status: 400, body: { error: 'TPW-W3630 is out of stock.' } }),
    });
    const r = await addToCart(ask({ productId: 105 }));
    expect(r).toMatchObject({ ok: false, message: 'TPW-W3630 is out of stock.' });
  });
});
