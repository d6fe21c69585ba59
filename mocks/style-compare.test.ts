// @vitest-environment node
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  availabilityText,
  cabinetItemCodes,
  compareStyles,
  computeTotalsCents,
  switchesTo,
  toDollars,
  type PricingOptions,
  type StyleRow,
} from '../src/lib/cart-model';
import { createMockServer } from './app';
import { seedState } from './data/seed';
import { pdfText } from './lib/pdf-text';
import type { CartItem, StyleOffer } from './lib/types';

// Compare Styles on the demo API (docs/business-rules.md#compare-styles): the one lookup, the
// PDF, and the promise the table makes: what a row shows is what the batch style change to that
// style then does, line for line and to the cent.

const now = Date.UTC(2026, 6, 14, 15);
const { server, world } = createMockServer({ clock: () => now });
let base = '';
let token = '';
const DEALER = 'dealer@example.com';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function fresh() {
  world.state = seedState(world.catalog.all);
  token = (await call('POST', '/accounts/login', { email: DEALER, password: 'Dealer#2026' })).body
    .accessToken;
}
beforeEach(fresh);

async function call(method: string, path: string, body?: unknown, auth = true) {
  const res = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
const id = (sku: string) => world.catalog.bySku.get(sku)!.id;
const add = (sku: string, quantity: number, isAssembled = false) =>
  call('POST', '/carts', { productId: id(sku), quantity, isAssembled });
const lookup = async (itemCodes: string[]): Promise<StyleOffer[]> =>
  (await call('POST', '/products/style-lookup', { itemCodes })).body.styles;
const cartItems = async (): Promise<CartItem[]> => (await call('GET', '/carts')).body.items;

/** What the storefront does on opening the dialog: one lookup, then the shared model. */
async function compare(items: CartItem[], options: PricingOptions): Promise<StyleRow[]> {
  return compareStyles(items, await lookup(cabinetItemCodes(items)), options);
}

describe('POST /products/style-lookup', () => {
  it('lists every style with products, each with the item codes it makes', async () => {
    const styles = await lookup(['b12', ' BER33 ', 'B12', 'NOPE']);
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
    const tpw = styles[0]!;
    expect(tpw.name).toBe('Thielsen Pigeon White');
    expect(tpw.products).toEqual([
      expect.objectContaining({ itemCode: 'B12', sku: 'TPW-B12', price: 189, stock: 25 }),
      expect.objectContaining({ itemCode: 'BER33', sku: 'TPW-BER33', afmx: 2 }),
    ]);
    const te = styles.find((s) => s.code === 'TE')!;
    expect(te.products.map((p) => p.sku)).toEqual(['TE-BER33']);
    expect((await lookup([])).every((s) => s.products.length === 0)).toBe(true);
  });

  it('refuses a bad list and a visitor', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `C${i}`);
    // The mock checks the contract's maxItems itself, before the handler sees the list.
    const tooMany = await call('POST', '/products/style-lookup', { itemCodes: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/itemCodes must NOT have more than 200 items/);
    expect((await call('POST', '/products/style-lookup', { itemCodes: ['  '] })).status).toBe(400);
    expect((await call('POST', '/products/style-lookup', { itemCodes: [] }, false)).status).toBe(
      401,
    );
  });
});

describe('POST /carts/style-comparison/pdf', () => {
  it('shows the dealer, date, PO number, every style row and the lines left out', async () => {
    await add('TPW-B12', 1, true);
    await add('TPW-B15', 2);
    await add('HW-PULL-128', 4);
    await call('POST', '/carts', { poNumber: 'SMITH-KITCHEN' });
    const items = await cartItems();
    const rows = await compare(items, { isTaxable: true, discountPercent: 10 });
    const r = await call('POST', '/carts/style-comparison/pdf', { discountCode: 'dealer10' });
    expect(r.status).toBe(200);
    expect(r.body.fileName).toBe('Compare_Styles_SMITH-KITCHEN.pdf');
    const text = pdfText(Buffer.from(r.body.pdf, 'base64'));
    for (const t of ['COMPARE STYLES', 'Miller Kitchens', '2026-07-14', 'SMITH-KITCHEN'])
      expect(text).toContain(t);
    expect(text).toContain('DEALER10 (10%)');
    const money = (c: number) =>
      `$${toDollars(c).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const row of rows) {
      expect(text).toContain(`${row.name} (${row.code})${row.current ? ' - Current' : ''}`);
      expect(text).toContain(money(row.totals.totalPrice));
      expect(text).toContain(availabilityText(row));
    }
    // TPG-B15 is out of stock; Espresso makes no B12.
    expect(text).toContain('TPW-B15 as TPG-B15: Out of stock');
    expect(text).toContain('TPW-B12 as TE-B12: Not made in this style');
  });

  it('compares a quote; refuses an empty cart, a code with a quote and an unknown quote', async () => {
    const quote = (await call('GET', '/carts/all-quotes')).body[0];
    const r = await call('POST', '/carts/style-comparison/pdf', { quoteId: quote.id });
    expect(r.status).toBe(200);
    expect(r.body.fileName).toBe('Compare_Styles_PO-1001.pdf');
    expect(pdfText(Buffer.from(r.body.pdf, 'base64'))).toContain(`Quote ${quote.id}`);
    const empty = await call('POST', '/carts/style-comparison/pdf', {});
    expect(empty.body.error).toBe('Your cart is empty. Add items before comparing styles.');
    const both = await call('POST', '/carts/style-comparison/pdf', {
      quoteId: quote.id,
      discountCode: 'DEALER10',
    });
    expect(both.status).toBe(400);
    expect((await call('POST', '/carts/style-comparison/pdf', { quoteId: 999999 })).status).toBe(
      404,
    );
  });
});

// Products in several styles, short or missing in some (B12 only in TPW, TPG, AW; TPG-B15 and
// TPW-W3630 out of stock; TSB-B18 4 in stock), and hardware.
const POOL = [
  'TPW-B12',
  'TPW-B15',
  'TPW-B18',
  'TPW-DB18',
  'TPW-SB36',
  'TPW-WT33',
  'TPG-B12',
  'TPG-B18',
  'AW-B12',
  'AW-BER36',
  'TE-W1230',
  'TSB-B18',
  'HW-PULL-128',
  'RCH-SLIDE-21',
];

describe('property: the switch does what the row shows', () => {
  it('switching to a style, then comparing again, gives the same row; with nothing left out the cart total is the row total', async () => {
    const styles = (await lookup([])).map((s) => s.code);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            sku: fc.constantFrom(...POOL),
            quantity: fc.integer({ min: 1, max: 6 }),
            assembled: fc.boolean(),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.constantFrom(...styles),
        fc.boolean(),
        async (adds, code, taxable) => {
          await fresh();
          world.state.data[DEALER]!.cart.isTaxable = taxable;
          for (const a of adds) await add(a.sku, a.quantity, a.assembled); // refusals are fine
          const before = await cartItems();
          fc.pre(before.length > 0);
          const options = { isTaxable: taxable, discountPercent: 10 };
          const row = (await compare(before, options)).find((r) => r.code === code)!;

          // What useBatchSelection sends: each cabinet line of another style, in line order.
          const refused: string[] = [];
          for (const item of before.filter((i) => switchesTo(i, code))) {
            const r = await call('POST', '/carts', {
              cartItemId: item.cartItemId,
              skuPrefix: code,
            });
            if (r.status !== 200) refused.push(item.sku);
          }
          expect(refused).toEqual(row.leftOut.map((l) => l.sku));

          const after = await cartItems();
          const again = (await compare(after, options)).find((r) => r.code === code)!;
          expect(again.totals).toEqual(row.totals);
          expect(again.available).toBe(row.available);
          expect(again.leftOut).toEqual(row.leftOut);
          expect(again.blocked).toEqual(row.blocked);
          const cabinets = after.some((i) => i.skuPrefix !== null);
          expect(again.current).toBe(cabinets && row.leftOut.length === 0);
          if (row.leftOut.length === 0)
            expect(computeTotalsCents(after, options).totalPrice).toBe(row.totals.totalPrice);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
