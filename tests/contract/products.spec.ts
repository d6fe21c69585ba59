import { expect, test } from './fixtures';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  signIn,
  skipUnlessMutating,
} from './support';

interface Product {
  id: number;
  sku: string;
  price: number | string;
  width?: number;
  height?: number;
  depth?: number;
  stock: number | null;
  cabinetType: string | null;
  itemCategory: string | null;
}
interface Group {
  groupName: string;
  products: Product[];
}
const flatten = (groups: Group[]) => groups.flatMap((g) => g.products);

test.describe('product lists', () => {
  test('[listProducts] answers grouped products; visitors get a non-numeric price and no stock', async ({
    request,
  }) => {
    const r = await call<{ data: { products: Group[] } }>(
      request,
      'GET',
      '/products?itemClass=Hardware',
    );
    expectStatus(r, 200);
    const products = flatten(r.body.data.products);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(typeof p.price).toBe('string');
      expect(Number.isNaN(Number(p.price))).toBe(true);
      expect(p.stock).toBeNull();
    }
  });

  test('[listProducts] dealers get numeric prices and stock; colour, category and type filter', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const r = await call<{ data: { products: Group[] } }>(
      request,
      'GET',
      '/products?itemClass=Cabinets&color=Thielsen%20Pigeon%20White&itemCategory=Base%20Cabinets',
      { token: accessToken },
    );
    expectStatus(r, 200);
    const groups = r.body.data.products;
    expect(groups.length).toBeGreaterThan(1);
    const products = flatten(groups);
    for (const p of products) {
      expect(typeof p.price).toBe('number');
      expect(typeof p.stock).toBe('number');
      expect(p.itemCategory).toContain('Base Cabinets');
    }
    for (const g of groups) for (const p of g.products) expect(p.cabinetType).toBe(g.groupName);
    if (isLocal) {
      expect(products.find((p) => p.sku === 'TPW-B12')).toMatchObject({ price: 189, stock: 25 });
      expect(products.some((p) => p.sku === 'TPW-BER33')).toBe(true);
    }
    const samples = await call<{ data: { products: Group[] } }>(
      request,
      'GET',
      '/products?itemClass=Cabinets&color=Thielsen%20Pigeon%20White&cabinetType=Sample%20Door',
      { token: accessToken },
    );
    expectStatus(samples, 200);
    const sampleList = flatten(samples.body.data.products);
    expect(sampleList.length).toBeGreaterThan(0);
    for (const p of sampleList) expect(p.cabinetType).toBe('Sample Door');
  });

  test('[listProducts] rejects a missing or unknown item class', async ({ request }) => {
    expectRejected(await call(request, 'GET', '/products'));
    expectRejected(await call(request, 'GET', '/products?itemClass=Sofas'));
  });
});

test.describe('one product', () => {
  test('[getProduct] answers a dealer price and stock, a visitor price text', async ({
    request,
    dealer,
  }) => {
    const list = await call<{ data: { products: Group[] } }>(
      request,
      'GET',
      '/products?itemClass=Cabinets',
    );
    const id = isLocal ? 101 : flatten(list.body.data.products)[0]!.id;
    const visitor = await call<Product>(request, 'GET', `/products/${id}`);
    expectStatus(visitor, 200);
    expect(typeof visitor.body.price).toBe('string');
    expect(visitor.body.stock).toBeNull();
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const asDealer = await call<Product>(request, 'GET', `/products/${id}`, { token: accessToken });
    expectStatus(asDealer, 200);
    expect(typeof asDealer.body.price).toBe('number');
    if (isLocal)
      expect(asDealer.body).toMatchObject({
        sku: 'TPW-B12',
        price: 189,
        stock: 25,
        qtyRestrictions: 10,
        afmx: 1,
        isHingeable: true,
      });
  });

  test('[getProduct] unknown id is 404, a non-numeric id is rejected', async ({ request }) => {
    expectError(await call(request, 'GET', '/products/987654'), 404);
    expectRejected(await call(request, 'GET', '/products/abc'));
  });

  test('[syncProductStock] answers the current stock; unknown SKU is 404; needs a session', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const r = await call(request, 'POST', '/products/sync-product-stock?sku=TPW-B12', {
      token: accessToken,
    });
    expectStatus(r, 200);
    expect(typeof r.body.data.stock).toBe('number');
    if (isLocal) expect(r.body.data.stock).toBe(25);
    expectError(
      await call(request, 'POST', '/products/sync-product-stock?sku=NOPE-1', {
        token: accessToken,
      }),
      404,
    );
    expectStatus(await call(request, 'POST', '/products/sync-product-stock?sku=TPW-B12'), 401);
  });
});

test.describe('search', () => {
  test('[searchProducts] finds TPW-B12 by B12 among a few results', async ({ request, dealer }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const r = await call(request, 'GET', '/products/search?keyword=B12', { token: accessToken });
    expectStatus(r, 200);
    expect(r.body.products.map((p: Product) => p.sku)).toContain('TPW-B12');
    expect(r.body.currentPage).toBe(1);
    if (isLocal) expect(r.body.totalItems).toBeLessThanOrEqual(5);
  });

  test('[searchProducts] pages -ber results 8 at a time by default and honours limit', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const first = await call(request, 'GET', '/products/search?keyword=-ber', {
      token: accessToken,
    });
    expectStatus(first, 200);
    expect(first.body.products.length).toBeLessThanOrEqual(8);
    for (const p of first.body.products as Product[]) expect(p.sku.toUpperCase()).toContain('-BER');
    expect(first.body.totalPages).toBe(Math.ceil(first.body.totalItems / 8));
    if (isLocal) {
      expect(first.body.totalItems).toBe(18);
      expect(first.body.products).toHaveLength(8);
      const second = await call(request, 'GET', '/products/search?keyword=-ber&page=2', {
        token: accessToken,
      });
      expect(second.body.currentPage).toBe(2);
      const skus = new Set(
        [...first.body.products, ...second.body.products].map((p: Product) => p.sku),
      );
      expect(skus.size).toBe(16);
    }
    const five = await call(request, 'GET', '/products/search?keyword=-ber&limit=5', {
      token: accessToken,
    });
    expect(five.body.products.length).toBeLessThanOrEqual(5);
  });

  test('[searchProducts] needs a session and a keyword', async ({ request, dealer }) => {
    expectStatus(await call(request, 'GET', '/products/search?keyword=B12'), 401);
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    expectRejected(await call(request, 'GET', '/products/search', { token: accessToken }));
    expectRejected(
      await call(request, 'GET', '/products/search?keyword=B12&limit=0', { token: accessToken }),
    );
  });
});

test.describe('lookup by SKU', () => {
  test('[lookupProducts] finds exact SKUs whatever their case, each once; unknown ones are absent', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const search = await call(request, 'GET', '/products/search?keyword=-ber&limit=3', {
      token: accessToken,
    });
    expectStatus(search, 200);
    const known = (search.body.products as Product[]).map((p) => p.sku);
    expect(known.length).toBeGreaterThan(1);
    const [first, second] = known as [string, string];
    const r = await call<{ products: Product[] }>(request, 'POST', '/products/lookup', {
      token: accessToken,
      data: {
        skus: [second.toLowerCase(), 'NO-SUCH-SKU-1', first, second, ` ${first.toLowerCase()} `],
      },
    });
    expectStatus(r, 200);
    expect(r.body.products.map((p) => p.sku)).toEqual([second, first]);
    for (const p of r.body.products) {
      expect(typeof p.price).toBe('number');
      expect(typeof p.stock).toBe('number');
    }
    const part = await call<{ products: Product[] }>(request, 'POST', '/products/lookup', {
      token: accessToken,
      data: { skus: [first.slice(0, -1), 'NO-SUCH-SKU-2'] },
    });
    expectStatus(part, 200);
    expect(part.body.products.map((p) => p.sku)).not.toContain(first);
    if (isLocal) {
      const seed = await call<{ products: Product[] }>(request, 'POST', '/products/lookup', {
        token: accessToken,
        data: { skus: ['tpw-b12', 'B12', 'TPW-W3630'] },
      });
      expect(seed.body.products).toMatchObject([
        { sku: 'TPW-B12', price: 189, stock: 25 },
        { sku: 'TPW-W3630', stock: 0 },
      ]);
    }
  });

  test('[lookupProducts] a style matches bare item codes; suggest lists each miss with up to three suggestions', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const lookup = (data: unknown) =>
      call<{
        products: Product[];
        misses?: { sku: string; suggestions: Product[]; styles: string[] }[];
      }>(request, 'POST', '/products/lookup', { token: accessToken, data });
    const search = await call(request, 'GET', '/products/search?keyword=-b12&limit=5', {
      token: accessToken,
    });
    const known = (search.body.products as Product[]).find((p) => /^[A-Z]+-B12$/.test(p.sku));
    expect(known, 'a cabinet SKU such as TPW-B12').toBeTruthy();
    const [style, code] = known!.sku.split('-') as [string, string];

    const bare = await lookup({ skus: [code.toLowerCase()], style });
    expectStatus(bare, 200);
    expect(bare.body.products.map((p) => p.sku)).toEqual([known!.sku]);
    expect(bare.body.misses).toBeUndefined();
    expect((await lookup({ skus: [code] })).body.products).toEqual([]);

    const typo = `${known!.sku.slice(0, -1)}Z`;
    const r = await lookup({ skus: [typo, 'NO-SUCH-SKU-3', known!.sku], style, suggest: true });
    expectStatus(r, 200);
    expect(r.body.products.map((p) => p.sku)).toEqual([known!.sku]);
    expect(r.body.misses?.map((m) => m.sku)).toEqual([typo.toUpperCase(), 'NO-SUCH-SKU-3']);
    for (const miss of r.body.misses ?? []) {
      expect(miss.suggestions.length).toBeLessThanOrEqual(3);
      expect(Array.isArray(miss.styles)).toBe(true);
      for (const p of miss.suggestions) expect(typeof p.price).toBe('number');
    }
    expect(r.body.misses?.[0]?.suggestions.map((p) => p.sku)).toContain(known!.sku);
    if (isLocal)
      expect(r.body.misses?.[0]?.suggestions.map((p) => p.sku)).toEqual([
        'TPW-B12',
        'TPW-B15',
        'TPW-B18',
      ]);
    expectRejected(await lookup({ skus: [code], style: 'T-1' }));
    expectRejected(await lookup({ skus: [code], suggest: 'yes' }));
  });

  test('[lookupProducts] takes 1 to 200 SKUs of up to 50 characters and needs a session', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const lookup = (data: unknown, token: string | null = accessToken) =>
      call(request, 'POST', '/products/lookup', { token, data });
    const many = Array.from({ length: 200 }, (_, i) => `NO-SUCH-SKU-${i}`);
    const full = await lookup({ skus: many });
    expectStatus(full, 200);
    expect(full.body.products).toEqual([]);
    expectRejected(await lookup({ skus: [...many, 'ONE-MORE'] }));
    expectRejected(await lookup({ skus: [] }));
    expectRejected(await lookup({}));
    expectRejected(await lookup({ skus: ['A'.repeat(51)] }));
    expectRejected(await lookup({ skus: ['   '] }));
    expectStatus(await lookup({ skus: ['TPW-B12'] }, null), 401);
  });
});

test.describe('cabinet sizes', () => {
  test('[lookupProducts] cabinets carry their box size in inches; hardware and trim by the piece none', async ({
    request,
    dealer,
  }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const skus = ['TPW-B12', 'TPW-W3630', 'TPW-V2421', 'TPW-P1884', 'TPW-CM8', 'HW-PULL-128'];
    const r = await call<{ products: Product[] }>(request, 'POST', '/products/lookup', {
      token: accessToken,
      data: { skus },
    });
    expectStatus(r, 200);
    for (const p of r.body.products) {
      const size = [p.width, p.height, p.depth];
      if (size.some((v) => v !== undefined))
        expect(
          size.every((v) => typeof v === 'number' && v > 0),
          p.sku,
        ).toBe(true);
    }
    // The demo catalog's own sizes (docs/demo.md); staging has its own.
    if (!isLocal) return;
    const sizeOf = (sku: string) => {
      const p = r.body.products.find((x) => x.sku === sku);
      return p && [p.width, p.height, p.depth];
    };
    expect(skus.map(sizeOf)).toEqual([
      [12, 34.5, 24],
      [36, 30, 12],
      [24, 34.5, 21],
      [18, 84, 24],
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ]);
  });
});

test.describe('samples', () => {
  test('[orderSample] puts a sample door of the colour in the cart', async ({
    request,
    dealer,
  }) => {
    skipUnlessMutating();
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const r = await call(request, 'POST', '/products/order-sample', {
      token: accessToken,
      data: { color: 'Thielsen Pigeon White' },
    });
    expectStatus(r, 200);
    const line = r.body.items.find((i: { sku: string }) => i.sku.endsWith('-SD'));
    expect(line).toMatchObject({ quantity: 1, color: 'Thielsen Pigeon White' });
    const cart = await call(request, 'GET', '/carts', { token: accessToken });
    expect(cart.body.items.some((i: { sku: string }) => i.sku === line.sku)).toBe(true);
  });

  test('[orderSample] refuses an unknown colour and a missing one', async ({ request, dealer }) => {
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    expectError(
      await call(request, 'POST', '/products/order-sample', {
        token: accessToken,
        data: { color: 'Plaid' },
      }),
      400,
    );
    expectRejected(
      await call(request, 'POST', '/products/order-sample', { token: accessToken, data: {} }),
    );
    expectStatus(
      await call(request, 'POST', '/products/order-sample', { data: { color: 'TPW' } }),
      401,
    );
  });
});
