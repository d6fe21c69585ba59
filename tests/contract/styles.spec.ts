import { expect, test } from './fixtures';
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

// Compare Styles (docs/business-rules.md#compare-styles): one lookup of every style's products by
// item code, and the comparison as a PDF.

interface StyleProduct {
  itemCode: string;
  productId: number;
  sku: string;
  price: number;
  stock: number;
}
interface Style {
  code: string;
  name: string;
  products: StyleProduct[];
}

test('[lookupStyles] every style with products, each with the item codes it makes, once', async ({
  request,
  signedIn: { token },
}) => {
  const r = await call<{ styles: Style[] }>(request, 'POST', '/products/style-lookup', {
    token,
    data: { itemCodes: ['b12', 'BER33', ' B12 ', 'NO-SUCH-CODE'] },
  });
  expectStatus(r, 200);
  const styles = r.body.styles;
  expect(styles.length).toBeGreaterThan(1);
  expect(new Set(styles.map((s) => s.code)).size).toBe(styles.length);
  for (const s of styles) {
    expect(s.name.length).toBeGreaterThan(0);
    const codes = s.products.map((p) => p.itemCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of s.products) {
      expect(p.sku.toUpperCase()).toBe(`${s.code}-${p.itemCode}`.toUpperCase());
      expect(typeof p.price).toBe('number');
    }
  }
  if (isLocal) {
    // Nine colour pages, while the batch style change knows eleven codes.
    expect(styles.map((s) => s.code)).toEqual([
      'TPW',
      'TPG',
      'TSG',
      'TSB',
      'TE',
      'TPU',
      'AW',
      'AOB',
      'RPW',
    ]);
    expect(styles[0]!.products.map((p) => p.sku)).toEqual(['TPW-B12', 'TPW-BER33']);
    expect(styles.find((s) => s.code === 'TE')!.products.map((p) => p.sku)).toEqual(['TE-BER33']);
  }
  const none = await call<{ styles: Style[] }>(request, 'POST', '/products/style-lookup', {
    token,
    data: { itemCodes: [] },
  });
  expectStatus(none, 200);
  expect(none.body.styles.map((s) => s.code)).toEqual(styles.map((s) => s.code));
});

test('[lookupStyles] takes at most 200 codes of 1 to 40 characters and needs a session', async ({
  request,
  signedIn: { token },
}) => {
  const lookup = (data: unknown, auth: string | null = token) =>
    call(request, 'POST', '/products/style-lookup', { token: auth, data });
  const many = Array.from({ length: 200 }, (_, i) => `NOPE${i}`);
  expectStatus(await lookup({ itemCodes: many }), 200);
  expectRejected(await lookup({ itemCodes: [...many, 'ONE-MORE'] }));
  expectRejected(await lookup({}));
  expectRejected(await lookup({ itemCodes: ['A'.repeat(41)] }));
  expectRejected(await lookup({ itemCodes: ['   '] }));
  expectStatus(await lookup({ itemCodes: ['B12'] }, null), 401);
});

test('[getStyleComparisonPdf] a real PDF of the comparison of the cart or a quote', async ({
  request,
  dealer,
  signedIn: { token },
}) => {
  skipUnlessMutating();
  await call(request, 'POST', '/carts', {
    token,
    data: { productId: 101, quantity: 1, isAssembled: true },
  });
  const r = await call(request, 'POST', '/carts/style-comparison/pdf', {
    token,
    data: { discountCode: 'DEALER10' },
  });
  expectStatus(r, 200);
  expect(r.body.fileName).toMatch(/\.pdf$/);
  const bytes = pdfBytes(r.body.pdf);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (isLocal) {
    const text = pdfText(bytes);
    for (const s of [
      'COMPARE STYLES',
      'Miller Kitchens',
      'Thielsen Pigeon White (TPW) - Current',
      'DEALER10 (10%)',
      'TPW-B12 as TE-B12: Not made in this style',
    ])
      expect(text).toContain(s);
  }
  expectError(
    await call(request, 'POST', '/carts/style-comparison/pdf', {
      token,
      data: { quoteId: 99999999 },
    }),
    404,
  );
  if (dealer.seed) {
    const quote = await call(request, 'POST', '/carts/style-comparison/pdf', {
      token,
      data: { quoteId: dealer.seed.quote },
    });
    expectStatus(quote, 200);
    expect(quote.body.fileName).toBe('Compare_Styles_PO-1001.pdf');
    expectError(
      await call(request, 'POST', '/carts/style-comparison/pdf', {
        token,
        data: { quoteId: dealer.seed.quote, discountCode: 'DEALER10' },
      }),
      400,
      'A quote is compared without a discount code.',
    );
  }
});

test('[getStyleComparisonPdf] an empty cart is refused; a session is needed', async ({
  request,
  signedIn: { token },
}) => {
  skipUnlessLocal('the seed cart of a new dealer is empty');
  expectError(
    await call(request, 'POST', '/carts/style-comparison/pdf', { token, data: {} }),
    400,
    'Your cart is empty. Add items before comparing styles.',
  );
  expectRejected(
    await call(request, 'POST', '/carts/style-comparison/pdf', { token, data: { quoteId: 0 } }),
  );
  expectStatus(await call(request, 'POST', '/carts/style-comparison/pdf', { data: {} }), 401);
});
