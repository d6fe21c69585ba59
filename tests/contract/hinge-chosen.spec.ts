import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { pdfText } from '../../mocks/lib/pdf-text';
import { call, expectRejected, expectStatus, pdfBytes, skipUnlessLocal } from './support';

// Whether a line's hinge side was chosen (issue 45): the job check warns while only the default
// Left stands, so the cart and quote lines keep it through every change and move.

interface Line {
  cartItemId: number;
  productId: number;
  isAssembled: boolean;
  hingeDirection: 'LEFT' | 'RIGHT' | null;
  hingeChosen: boolean;
}

const post = (request: APIRequestContext, token: string, data: unknown) =>
  call<{ id: number; items: Line[] }>(request, 'POST', '/carts', { token, data });

/** TPW-B12 (101) and TPW-B15 (106): hingeable cabinets of the demo catalog that take assembly. */
const B12 = 101;
const B15 = 106;

test.describe('hinge side chosen', () => {
  test('[updateCart] a new line is unchosen unless the add says so; a change keeps or sets it', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('uses demo product ids');
    await call(request, 'DELETE', '/carts', { token });
    let r = await post(request, token, { productId: B12, quantity: 1, isAssembled: true });
    expectStatus(r, 200);
    const [line] = r.body.items;
    expect(line).toMatchObject({ hingeDirection: 'LEFT', hingeChosen: false });
    const id = line!.cartItemId;

    r = await post(request, token, { cartItemId: id, hingeDirection: 'LEFT', hingeChosen: true });
    expectStatus(r, 200);
    expect(r.body.items[0]).toMatchObject({ hingeDirection: 'LEFT', hingeChosen: true });

    // A quantity change without the field keeps the line's value.
    r = await post(request, token, { cartItemId: id, quantity: 2 });
    expect(r.body.items[0]).toMatchObject({ quantity: 2, hingeChosen: true });

    // No hinge (unassembled): nothing is chosen, and assembling again brings back the default.
    r = await post(request, token, { cartItemId: id, isAssembled: false });
    expect(r.body.items[0]).toMatchObject({ hingeDirection: null, hingeChosen: false });
    r = await post(request, token, { cartItemId: id, isAssembled: true });
    expect(r.body.items[0]).toMatchObject({ hingeDirection: 'LEFT', hingeChosen: false });
  });

  test('[updateCart] an add with a chosen side keeps it; a merge stays chosen; no hinge is never chosen', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('uses demo product ids');
    await call(request, 'DELETE', '/carts', { token });
    const chosen = {
      productId: B12,
      isAssembled: true,
      hingeDirection: 'RIGHT',
      hingeChosen: true,
    };
    let r = await post(request, token, { ...chosen, quantity: 1 });
    expect(r.body.items).toEqual([
      expect.objectContaining({ hingeDirection: 'RIGHT', hingeChosen: true }),
    ]);
    r = await post(request, token, { ...chosen, quantity: 1, hingeChosen: false });
    expect(r.body.items).toEqual([expect.objectContaining({ quantity: 2, hingeChosen: true })]);
    r = await post(request, token, { productId: B12, quantity: 1, hingeChosen: true });
    const loose = r.body.items.find((i) => !i.isAssembled);
    expect(loose).toMatchObject({ hingeDirection: null, hingeChosen: false });
    expectRejected(await post(request, token, { productId: B12, quantity: 1, hingeChosen: 'yes' }));
  });

  test('[switchToQuote] [switchToCart] [getQuote] the chosen side travels from cart to quote and back', async ({
    request,
    signedIn: { token },
  }) => {
    skipUnlessLocal('uses demo product ids');
    await call(request, 'DELETE', '/carts', { token });
    await post(request, token, {
      productId: B12,
      quantity: 1,
      isAssembled: true,
      hingeDirection: 'RIGHT',
      hingeChosen: true,
    });
    await post(request, token, { productId: B15, quantity: 1, isAssembled: true });
    const q = await call<{ id: number; items: Line[] }>(request, 'POST', '/carts/switch-to-quote', {
      token,
    });
    expectStatus(q, 200);
    const side = (items: Line[]) =>
      Object.fromEntries(items.map((i) => [i.productId, i.hingeChosen]));
    expect(side(q.body.items)).toEqual({ [B12]: true, [B15]: false });

    // A quote line is confirmed the same way, with the quote's id.
    const other = q.body.items.find((i) => i.productId === B15)!;
    const changed = await post(request, token, {
      quoteId: q.body.id,
      cartItemId: other.cartItemId,
      hingeDirection: 'LEFT',
      hingeChosen: true,
    });
    expectStatus(changed, 200);
    const read = await call<{ items: Line[] }>(request, 'GET', `/carts/${q.body.id}`, { token });
    expect(side(read.body.items)).toEqual({ [B12]: true, [B15]: true });

    const back = await call<{ items: Line[] }>(
      request,
      'PUT',
      `/carts/switch-to-cart/${q.body.id}`,
      { token },
    );
    expectStatus(back, 200);
    expect(side(back.body.items)).toEqual({ [B12]: true, [B15]: true });
  });

  test('[getQuotePdf] the quote PDF prints the job check, and a confirmed side clears it', async ({
    request,
    signedIn: { token, seed },
  }) => {
    skipUnlessLocal('reads the demo seed quote');
    const pdf = async () => {
      const r = await call<{ pdf: string }>(request, 'GET', `/carts/${seed.quote}/pdf`, { token });
      expectStatus(r, 200);
      return pdfText(pdfBytes(r.body.pdf)).replace(/\n/g, ' ');
    };
    // The seed quote: TPW-BER33 with its table, and 2 x TPW-B12 assembled on the default Left.
    const before = await pdf();
    expect(before).toContain('Job Check');
    expect(before).toContain('- TPW-B12: Hinge side not chosen: Left is assumed');
    const quote = await call<{ items: (Line & { sku: string })[] }>(
      request,
      'GET',
      `/carts/${seed.quote}`,
      { token },
    );
    const b12 = quote.body.items.find((i) => i.sku === 'TPW-B12')!;
    expectStatus(
      await post(request, token, {
        quoteId: seed.quote,
        cartItemId: b12.cartItemId,
        hingeDirection: 'LEFT',
        hingeChosen: true,
      }),
      200,
    );
    const after = await pdf();
    expect(after).toContain('Job Check No issues found.');
    expect(after).not.toContain('Hinge side not chosen');
  });
});
