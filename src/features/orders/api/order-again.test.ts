import { describe, expect, it } from 'vitest';
import { buildCart, buildCartItem } from '../../../../tests/unit/builders';
import { serve, type FakeReply } from '../../../../tests/unit/fake-api';
import { signedInWithEmptyCache } from '../../../../tests/unit/signed-in';
import { orderAgain } from './order-again';

type Line = Parameters<typeof orderAgain>[0][number];
const line = (over: Partial<Line>): Line => ({
  productId: 101,
  sku: 'TPW-B12',
  color: 'Thielsen Pigeon White',
  quantity: 2,
  unitPrice: 189,
  imageIndex: 1,
  isAssembled: true,
  hingeDirection: 'RIGHT',
  ...over,
});

/** A tiny cart server on the shared fake API: GET answers the cart, POST the handler's answer. */
function stubCartApi(
  cart: ReturnType<typeof buildCart>,
  onPost: (body: { productId: number; quantity: number }) => FakeReply | null,
) {
  const posts: unknown[] = [];
  serve({
    'GET /carts': () => ({ status: 200, body: cart }),
    'POST /carts': (body) => {
      posts.push(body);
      return onPost(body as { productId: number; quantity: number }) ?? { status: 200, body: cart };
    },
  });
  return posts;
}

signedInWithEmptyCache();

describe('orderAgain', () => {
  it('adds each line once with its assembly and hinge, in order', async () => {
    const cart = buildCart({ items: [] });
    const posts = stubCartApi(cart, (body) => {
      cart.items.push(
        buildCartItem({
          productId: body.productId,
          quantity: body.quantity,
          isAssembled: true,
          hingeDirection: 'RIGHT',
        }),
      );
      return null;
    });
    const outcome = await orderAgain([line({})]);
    expect(outcome).toEqual({ added: 1, problems: [] });
    expect(posts).toEqual([
      { productId: 101, quantity: 2, isAssembled: true, hingeDirection: 'RIGHT' },
    ]);
  });

  it('reports refused lines with the server text and keeps going', async () => {
    const cart = buildCart({ items: [] });
    stubCartApi(cart, (body) => {
      if (body.productId === 999) return { status: 404, body: { error: 'Product not found.' } };
      cart.items.push(
        buildCartItem({ productId: body.productId, quantity: body.quantity, isAssembled: false }),
      );
      return null;
    });
    const outcome = await orderAgain([
      line({ productId: 999, sku: 'OLD-1', quantity: 1, isAssembled: false, hingeDirection: null }),
      line({
        productId: 1001,
        sku: 'HW-PULL-128',
        quantity: 5,
        isAssembled: false,
        hingeDirection: null,
      }),
    ]);
    expect(outcome.added).toBe(1);
    expect(outcome.problems).toEqual([{ sku: 'OLD-1', quantity: 1, reason: 'Product not found.' }]);
  });

  it('reports a line the cart capped at its maximum', async () => {
    // The cart already holds 8 of a line whose maximum is 10; adding 4 stops at 10.
    const cart = buildCart({
      items: [
        buildCartItem({
          quantity: 8,
          qtyRestrictions: 10,
          isAssembled: true,
          hingeDirection: 'RIGHT',
        }),
      ],
    });
    stubCartApi(cart, () => {
      cart.items[0]!.quantity = 10;
      return null;
    });
    const outcome = await orderAgain([line({ quantity: 4 })]);
    expect(outcome.added).toBe(1);
    expect(outcome.problems).toEqual([
      {
        sku: 'TPW-B12',
        quantity: 4,
        reason: 'Quantity capped at 10: 2 of 4 added.',
      },
    ]);
  });
});
