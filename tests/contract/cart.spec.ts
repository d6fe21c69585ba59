import { expect, test } from './fixtures';
import { type APIRequestContext } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  pdfBytes,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';

interface Item {
  cartItemId: number;
  productId: number;
  sku: string;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: 'LEFT' | 'RIGHT' | null;
}

const post = (request: APIRequestContext, token: string, data: unknown) =>
  call(request, 'POST', '/carts', { token, data });

async function firstQuoteId(request: APIRequestContext, token: string): Promise<number | null> {
  const r = await call(request, 'GET', '/carts/all-quotes', { token });
  return r.body[0]?.id ?? null;
}

test.describe('cart', () => {
  test('[getCart] answers the cart with totals; the seed cart is empty and taxable', async ({
    request,
    signedIn: { token },
  }) => {
    const r = await call(request, 'GET', '/carts', { token });
    expectStatus(r, 200);
    expect(Array.isArray(r.body.items)).toBe(true);
    if (isLocal)
      expect(r.body).toMatchObject({
        items: [],
        isTaxable: true,
        cartItemCount: 0,
        subTotal: 0,
        totalPrice: 0,
      });
    expectStatus(await call(request, 'GET', '/carts'), 401);
  });

  test('[updateCart] [getCart] add items; totals follow the pricing rules (docs/business-rules.md#pricing)', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('asserts demo prices');
    expectStatus(
      await post(request, token, { productId: 101, quantity: 2, isAssembled: true }),
      200,
    );
    const r = await post(request, token, { productId: 1001, quantity: 10 });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({
      cartItemCount: 12,
      subTotal: 423,
      assemblyFee: 40,
      discountedAmount: 0,
      tax: 25.38,
      totalPrice: 488.38,
    });
    const b12 = r.body.items.find((i: Item) => i.sku === 'TPW-B12');
    expect(b12).toMatchObject({ isAssembled: true, hingeDirection: 'LEFT', skuPrefix: 'TPW' });
    const discounted = await call(request, 'GET', '/carts?discountCode=DEALER10', { token });
    expectStatus(discounted, 200);
    expect(discounted.body).toMatchObject({
      discountedAmount: 46.3,
      tax: 22.84,
      totalPrice: 439.54,
    });
    const invalidCode = await call(request, 'GET', '/carts?discountCode=NOPE', { token });
    expect(invalidCode.body.discountedAmount).toBe(0);
  });

  test('[updateCart] changes quantity, hinge, style and PO number; quantity 0 removes', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessMutating();
    const added = await post(request, token, {
      productId: isLocal ? 101 : await anyProductId(request, token),
      quantity: 1,
    });
    expectStatus(added, 200);
    const line = added.body.items[0] as Item;
    const qty = await post(request, token, { cartItemId: line.cartItemId, quantity: 3 });
    expectStatus(qty, 200);
    expect(qty.body.items.find((i: Item) => i.cartItemId === line.cartItemId).quantity).toBe(3);
    const po = await post(request, token, { poNumber: 'PO-CT-1' });
    expectStatus(po, 200);
    expect(po.body.poNumber).toBe('PO-CT-1');
    if (isLocal) {
      const hinge = await post(request, token, {
        cartItemId: line.cartItemId,
        isAssembled: true,
        hingeDirection: 'RIGHT',
      });
      expect(hinge.body.items[0]).toMatchObject({
        isAssembled: true,
        hingeDirection: 'RIGHT',
        quantity: 3,
      });
      const style = await post(request, token, { cartItemId: line.cartItemId, skuPrefix: 'AW' });
      expectStatus(style, 200);
      expect(style.body.items[0]).toMatchObject({
        sku: 'AW-B12',
        skuPrefix: 'AW',
        color: 'Atlanta White',
      });
    }
    const removed = await post(request, token, { cartItemId: line.cartItemId, quantity: 0 });
    expectStatus(removed, 200);
    expect(removed.body.items.some((i: Item) => i.cartItemId === line.cartItemId)).toBe(false);
  });

  test('[updateCart] a failed change changes nothing; unknown ids are 404; bad bodies are rejected', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('asserts demo limits');
    const added = await post(request, token, { productId: 101, quantity: 2, poNumber: 'PO-1' });
    const line = added.body.items[0] as Item;
    expectError(
      await post(request, token, { cartItemId: line.cartItemId, quantity: 11, poNumber: 'PO-2' }),
      400,
      /cannot exceed 10/,
    );
    expectError(await post(request, token, { cartItemId: line.cartItemId, skuPrefix: 'TSB' }), 400);
    expectError(await post(request, token, { productId: 105, quantity: 1 }), 400, /out of stock/);
    const after = await call(request, 'GET', '/carts', { token });
    expect(after.body).toMatchObject({ poNumber: 'PO-1', cartItemCount: 2 });
    expect(after.body.items[0].sku).toBe('TPW-B12');
    expectError(await post(request, token, { cartItemId: 999999, quantity: 1 }), 404);
    expectError(await post(request, token, { productId: 999999, quantity: 1 }), 404);
    expectRejected(await post(request, token, { quantity: 1 }));
    expectRejected(await post(request, token, { productId: 101, quantity: -1 }));
    expectRejected(
      await post(request, token, { cartItemId: line.cartItemId, hingeDirection: 'UP' }),
    );
    expectRejected(await post(request, token, { poNumber: 'P'.repeat(21) }));
  });

  test('[clearCart] empties the cart', async ({ request, signedIn: { token } }) => {
    skipUnlessMutating();
    await post(request, token, {
      productId: isLocal ? 1001 : await anyProductId(request, token),
      quantity: 2,
    });
    expectStatus(await call(request, 'DELETE', '/carts', { token }), 204);
    const r = await call(request, 'GET', '/carts', { token });
    expect(r.body).toMatchObject({ items: [], cartItemCount: 0, totalPrice: 0 });
    expectStatus(await call(request, 'DELETE', '/carts'), 401);
  });

  test('[validateCoupon] DEALER10 is valid at 10 %, anything else invalid, blank is 400', async ({
    request,
    signedIn: { token },
  }) => {
    const ok = await call(request, 'POST', '/coupons/validate', {
      token,
      data: { code: 'DEALER10' },
    });
    expectStatus(ok, 200);
    if (isLocal) expect(ok.body).toMatchObject({ isValid: true, rate: 10 });
    const bad = await call(request, 'POST', '/coupons/validate', {
      token,
      data: { code: 'NOT-A-CODE-42' },
    });
    expectStatus(bad, 200);
    expect(bad.body.isValid).toBe(false);
    expect(bad.body.message).toEqual(expect.any(String));
    expectError(
      await call(request, 'POST', '/coupons/validate', { token, data: { code: '' } }),
      400,
    );
    expectRejected(await call(request, 'POST', '/coupons/validate', { token, data: {} }));
  });
});

async function anyProductId(request: APIRequestContext, token: string): Promise<number> {
  const r = await call(request, 'GET', '/products/search?keyword=-&limit=20', { token });
  const p = r.body.products.find((x: { stock: number }) => x.stock > 0);
  expect(p, 'an in-stock product to add').toBeTruthy();
  return p.id;
}

test.describe('quotes', () => {
  test('[listQuotes] lists the seed quote PO-1001 with its items', async ({
    request,
    signedIn: { token },
  }) => {
    const r = await call(request, 'GET', '/carts/all-quotes', { token });
    expectStatus(r, 200);
    expect(Array.isArray(r.body)).toBe(true);
    if (isLocal) {
      expect(r.body).toHaveLength(1);
      expect(r.body[0].poNumber).toBe('PO-1001');
      expect(r.body[0].items.length).toBeGreaterThanOrEqual(2);
    }
    expectStatus(await call(request, 'GET', '/carts/all-quotes'), 401);
  });

  test('[getQuote] answers one quote; unknown id is 404', async ({
    request,
    signedIn: { token },
  }) => {
    const id = await firstQuoteId(request, token);
    test.skip(id === null, 'the account has no quote to read');
    const r = await call(request, 'GET', `/carts/${id}`, { token });
    expectStatus(r, 200);
    expect(r.body.id).toBe(id);
    expectError(await call(request, 'GET', '/carts/99999999', { token }), 404);
    expectRejected(await call(request, 'GET', '/carts/abc', { token }));
  });

  test('[switchToQuote] an empty cart cannot become a quote; a full one does and the cart empties', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessMutating();
    await call(request, 'DELETE', '/carts', { token });
    expectError(await call(request, 'POST', '/carts/switch-to-quote', { token }), 400);
    await post(request, token, {
      productId: isLocal ? 1101 : await anyProductId(request, token),
      quantity: 3,
      poNumber: 'PO-CT-Q',
    });
    const q = await call(request, 'POST', '/carts/switch-to-quote', { token });
    expectStatus(q, 200);
    expect(q.body.poNumber).toBe('PO-CT-Q');
    expect((await call(request, 'GET', '/carts', { token })).body.items).toEqual([]);
    const list = await call(request, 'GET', '/carts/all-quotes', { token });
    expect(list.body.some((x: { id: number }) => x.id === q.body.id)).toBe(true);
    await call(request, 'DELETE', `/carts/${q.body.id}`, { token });
  });

  test('[renameQuote] changes the PO number; too long is rejected; unknown is 404', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessMutating();
    const id = await firstQuoteId(request, token);
    test.skip(id === null, 'the account has no quote to rename');
    const before = (await call(request, 'GET', `/carts/${id}`, { token })).body.poNumber;
    const r = await call(request, 'PATCH', `/carts/${id}`, {
      token,
      data: { poNumber: 'PO-RENAMED' },
    });
    expectStatus(r, 200);
    expect(r.body.poNumber).toBe('PO-RENAMED');
    expect((await call(request, 'GET', `/carts/${id}`, { token })).body.poNumber).toBe(
      'PO-RENAMED',
    );
    expectRejected(
      await call(request, 'PATCH', `/carts/${id}`, { token, data: { poNumber: 'X'.repeat(21) } }),
    );
    expectRejected(await call(request, 'PATCH', `/carts/${id}`, { token, data: { po: 'x' } }));
    expectError(
      await call(request, 'PATCH', '/carts/99999999', { token, data: { poNumber: 'A' } }),
      404,
    );
    await call(request, 'PATCH', `/carts/${id}`, { token, data: { poNumber: before } });
  });

  test('[updateCart] [deleteQuoteItem] edit quote items; removing the last item deletes the quote', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('edits the seed quote');
    const q = (await call(request, 'GET', `/carts/${seed.quote}`, { token })).body;
    const [first, ...rest] = q.items as Item[];
    const updated = await post(request, token, {
      quoteId: seed.quote,
      cartItemId: first!.cartItemId,
      quantity: 2,
    });
    expectStatus(updated, 200);
    expect(updated.body.id).toBe(seed.quote);
    expect(updated.body.items[0].quantity).toBe(2);
    expectError(await call(request, 'DELETE', `/carts/${seed.quote}/items/999999`, { token }), 404);
    for (const item of rest)
      expectStatus(
        await call(request, 'DELETE', `/carts/${seed.quote}/items/${item.cartItemId}`, { token }),
        200,
      );
    const last = await call(request, 'DELETE', `/carts/${seed.quote}/items/${first!.cartItemId}`, {
      token,
    });
    expectStatus(last, 200);
    expect(last.body.items).toEqual([]);
    expectError(await call(request, 'GET', `/carts/${seed.quote}`, { token }), 404);
  });

  test('[getQuotePdf] answers a real PDF showing the lines and totals', async ({
    request,
    signedIn: { token },
  }) => {
    const id = await firstQuoteId(request, token);
    test.skip(id === null, 'the account has no quote');
    const r = await call(request, 'GET', `/carts/${id}/pdf`, { token });
    expectStatus(r, 200);
    expect(r.body.fileName).toMatch(/\.pdf$/);
    const bytes = pdfBytes(r.body.pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (isLocal) {
      const text = pdfText(bytes);
      for (const s of ['QUOTE PO-1001', 'TPW-BER33', 'TPW-WT33', 'Subtotal', 'Tax', 'Total'])
        expect(text).toContain(s);
    }
    expectError(await call(request, 'GET', '/carts/99999999/pdf', { token }), 404);
  });

  test('[switchToCart] the quote becomes the cart; the previous cart becomes a quote', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('uses the seed quote');
    await post(request, token, { productId: 1001, quantity: 5 });
    await post(request, token, { poNumber: 'JOB-7' });
    const before = (await call(request, 'GET', '/carts', { token })).body;
    const r = await call(request, 'PUT', `/carts/switch-to-cart/${seed.quote}`, { token });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ id: seed.quote, poNumber: 'PO-1001' });
    // savedQuote names the quote the previous cart became, as the quote list then holds it.
    expect(r.body.savedQuote).toMatchObject({ id: before.id, poNumber: 'JOB-7' });
    expect(r.body.savedQuote.items.map((i: Item) => `${i.sku} x${i.quantity}`)).toEqual([
      'HW-PULL-128 x5',
    ]);
    expect((await call(request, 'GET', '/carts', { token })).body.id).toBe(seed.quote);
    const quotes = (await call(request, 'GET', '/carts/all-quotes', { token })).body;
    expect(quotes).toEqual([r.body.savedQuote]);
    expectError(await call(request, 'PUT', '/carts/switch-to-cart/99999999', { token }), 404);
  });

  test('[switchToCart] with an empty cart nothing is saved: savedQuote is null', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('uses the seed quote');
    const r = await call(request, 'PUT', `/carts/switch-to-cart/${seed.quote}`, { token });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ id: seed.quote, savedQuote: null });
    expect((await call(request, 'GET', '/carts/all-quotes', { token })).body).toEqual([]);
  });

  test('[deleteQuote] removes a quote; a second delete is 404', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('deletes the seed quote');
    expectStatus(await call(request, 'DELETE', `/carts/${seed.quote}`, { token }), 204);
    expectError(await call(request, 'DELETE', `/carts/${seed.quote}`, { token }), 404);
    expect((await call(request, 'GET', '/carts/all-quotes', { token })).body).toEqual([]);
  });
});
