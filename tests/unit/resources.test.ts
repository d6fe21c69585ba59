import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { checkLockStatus, placeOrder } from '@/features/checkout';
import { downloadInvoice, fetchOrders } from '@/features/orders';
import {
  hasAssemblyOptions,
  productImageUrl,
  toProduct,
  type ApiProduct,
} from '@/features/catalog';
import { toApiExpiry } from '@/features/payments';
import { hingeToSend } from '@/lib/cart-model';
import { writeCookie } from '@/lib/cookies';
import { serve } from './fake-api';

beforeEach(() => {
  writeCookie('accessToken', 'token-1', 'localhost');
  session.reload();
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const apiProduct = (over: Partial<ApiProduct> = {}): ApiProduct => ({
  id: 101,
  sku: 'TPW-B12',
  description: 'Base cabinet 12"',
  price: 189,
  cabinetType: 'Base',
  imageIndex: 7,
  imageUrl: null,
  color: 'Thielsen Pigeon White',
  specification: null,
  detail: null,
  stock: 25,
  qtyRestrictions: 10,
  afmx: 1,
  isHingeable: true,
  itemCategory: 'Base Cabinets, Accessories',
  ...over,
});

describe('product model', () => {
  it('keeps a dealer price and splits the categories', () => {
    const p = toProduct(apiProduct());
    expect(p.price).toBe(189);
    expect(p.itemCategory).toEqual(['Base Cabinets', 'Accessories']);
  });
  it('turns a visitor price text into null, never money', () => {
    expect(toProduct(apiProduct({ price: 'Login to see price', stock: null })).price).toBeNull();
  });
  it('offers assembly only when afmx is above 0', () => {
    expect(hasAssemblyOptions({ afmx: 1 })).toBe(true);
    expect(hasAssemblyOptions({ afmx: 0 })).toBe(false);
    expect(hasAssemblyOptions({ afmx: -1 })).toBe(false);
  });
  it('builds image URLs from the base and imageIndex', () => {
    expect(productImageUrl(7)).toBe('/images/7.png');
  });
});

describe('cart and payment conversions', () => {
  it('sends a hinge only for assembled hingeable items, LEFT by default', () => {
    expect(hingeToSend({ isAssembled: false, isHingeable: true }, 'RIGHT')).toBeNull();
    expect(hingeToSend({ isAssembled: true, isHingeable: false }, 'RIGHT')).toBeNull();
    expect(hingeToSend({ isAssembled: true, isHingeable: true })).toBe('LEFT');
    expect(hingeToSend({ isAssembled: true, isHingeable: true }, 'RIGHT')).toBe('RIGHT');
  });
  it('converts MM/YY to the four-digit year form', () => {
    expect(toApiExpiry('04/29')).toBe('2029-04');
  });
});

describe('checkout calls', () => {
  it('counts only a 201 as a placed order', async () => {
    serve(() =>
      Response.json({ message: 'ok', orderId: 1, salesOrderNumber: 'SO-1' }, { status: 200 }),
    );
    const result = await placeOrder({ poNumber: 'PO-1' }, 'order-key-0000000001');
    expect(result).toMatchObject({ ok: false, message: 'Checkout failed, please try again.' });
  });
  it('shows the server text of a declined card', async () => {
    serve(() => Response.json({ error: 'The card was declined.' }, { status: 402 }));
    const result = await placeOrder({ poNumber: 'PO-1' }, 'order-key-0000000001');
    expect(result).toMatchObject({ ok: false, message: 'The card was declined.' });
  });
  it('reads the lock status, and maps failures to their fixed texts', async () => {
    serve(() => Response.json({ locked: true, orderCompleted: false, message: 'Processing' }));
    expect(await checkLockStatus()).toEqual({
      ok: true,
      data: { locked: true, orderCompleted: false, message: 'Processing' },
    });
    serve(() => new Response(null, { status: 204 }));
    expect(await checkLockStatus()).toMatchObject({
      ok: false,
      message: 'Unexpected response from server',
    });
    serve(() => Response.json({}, { status: 500 }));
    expect(await checkLockStatus()).toMatchObject({
      ok: false,
      message: 'Failed to check order status',
    });
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkLockStatus()).toMatchObject({
      ok: false,
      message: 'Failed to check order status',
    });
  });
});

describe('orders', () => {
  it('shows the fixed orders text whatever the server says', async () => {
    serve(() => Response.json({ error: 'db down' }, { status: 500 }));
    await expect(fetchOrders(1)).rejects.toThrow('Failed to fetch orders. Please try again later.');
  });
  it('saves the invoice as Invoice_{salesOrderNumber}.pdf', async () => {
    serve(() => Response.json({ pdf: btoa('%PDF-1.7'), fileName: 'x.pdf' }));
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const result = await downloadInvoice({ id: 3, salesOrderNumber: 'SO-10003' });
    expect(result.ok).toBe(true);
    expect(clicks).toEqual(['Invoice_SO-10003.pdf']);
    click.mockRestore();
  });
  it('shows the server text when the invoice fails', async () => {
    serve(() => Response.json({ error: 'Invoice not ready.' }, { status: 404 }));
    expect(await downloadInvoice({ id: 3, salesOrderNumber: 'SO-1' })).toMatchObject({
      ok: false,
      message: 'Invoice not ready.',
    });
  });
});
