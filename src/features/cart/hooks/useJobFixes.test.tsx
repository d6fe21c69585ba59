import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCart, buildCartItem } from '../../../../tests/unit/builders';
import { serve } from '../../../../tests/unit/fake-api';
import { updateCart } from '../api/cart';
import { useJobFixes, type FixTarget } from './useJobFixes';
import type { SaveRun } from './useSaveRunner';

// What each fix sends: the confirmed side, the Wooden Table looked up by SKU in the needed
// quantity, the odd lines to the batch style change; a failure comes back as its text.

/** The page's save runner, without the overlay and toasts: the call, once. */
const run = vi.fn((call: () => Promise<unknown>) => call()) as unknown as SaveRun;

const lines = [
  buildCartItem({ cartItemId: 1, sku: 'TPW-B12', isAssembled: true, hingeDirection: 'LEFT' }),
  buildCartItem({ cartItemId: 2, productId: 102, sku: 'TPW-BER33', isHingeable: false }),
  buildCartItem({ cartItemId: 3, productId: 306, sku: 'TPG-B15', skuPrefix: 'TPG' }),
];

function fixesFor(switchLines: FixTarget['switchLines'] = vi.fn(async () => null)) {
  const target: FixTarget = {
    holder: 'cart',
    update: updateCart,
    reload: async () => 'reloaded',
    successText: 'Cart item updated successfully',
    switchLines,
  };
  return renderHook(() => useJobFixes(lines, run, target)).result.current;
}

describe('useJobFixes', () => {
  it('confirms a side: the side and hingeChosen true on that line', async () => {
    const posted: unknown[] = [];
    serve({ 'POST /carts': (b) => (posted.push(b), { status: 200, body: buildCart() }) });
    expect(await fixesFor().confirmHinge({ cartItemId: 1, sku: 'TPW-B12' }, 'RIGHT')).toBeNull();
    expect(posted).toEqual([{ cartItemId: 1, hingeDirection: 'RIGHT', hingeChosen: true }]);
  });

  it('adds the Wooden Table of the Base Easy Reach style, found by its SKU', async () => {
    const posted: unknown[] = [];
    const looked: unknown[] = [];
    serve({
      'POST /products/lookup': (b) => (
        looked.push(b),
        { status: 200, body: { products: [{ id: 104, sku: 'TPW-WT33' }] } }
      ),
      'POST /carts': (b) => (posted.push(b), { status: 200, body: buildCart() }),
    });
    expect(await fixesFor().addTable(2)).toBeNull();
    expect(looked).toEqual([{ skus: ['TPW-WT33'] }]);
    expect(posted).toEqual([
      { productId: 104, quantity: 2, isAssembled: false, hingeDirection: null },
    ]);
  });

  it('answers the refusal text, and sends nothing when the table is not in the catalog', async () => {
    serve({
      'POST /products/lookup': () => ({ status: 200, body: { products: [] } }),
    });
    expect(await fixesFor().addTable(1)).toBe(
      'TPW-WT33 could not be found in the catalog, so no table was added.',
    );
    serve({
      'POST /products/lookup': () => ({
        status: 200,
        body: { products: [{ id: 104, sku: 'TPW-WT33' }] },
      }),
      'POST /carts': () => ({ status: 400, body: { error: 'Only 0 of TPW-WT33 available.' } }),
    });
    expect(await fixesFor().addTable(1)).toBe('Only 0 of TPW-WT33 available.');
  });

  it('sends the lines outside the main style to the batch change and answers its report', async () => {
    const switchLines = vi.fn(async () => 'Not changed: TPG-B15');
    expect(await fixesFor(switchLines).switchStyle('TPW')).toBe('Not changed: TPG-B15');
    expect(switchLines).toHaveBeenCalledWith([lines[2]], 'TPW');
  });
});
