import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toProduct, type Product } from '@/features/catalog';
import { buildProduct } from '../../../../tests/unit/builders';
import { serve } from '../../../../tests/unit/fake-api';
import { useTypedEntries } from './useTypedEntries';

afterEach(() => vi.unstubAllGlobals());

const catalogue = ['TPW-B12', 'TPW-B15', 'HW-PULL-128'];

/**
 * Lookups answer only when released, so a test decides the order of the answers. `release`
 * waits for the request to arrive first; use it inside one `act` with the rest of the scenario.
 */
function heldLookups() {
  type Slot = { arrived: Promise<void>; arrive: () => void; answer: () => void };
  const slots = new Map<string, Slot>();
  const slot = (sku: string): Slot => {
    let found = slots.get(sku);
    if (!found) {
      const made: Slot = { arrived: Promise.resolve(), arrive: () => {}, answer: () => {} };
      made.arrived = new Promise<void>((r) => (made.arrive = r));
      slots.set(sku, made);
      found = made;
    }
    return found;
  };
  serve({
    'POST /products/lookup': async (body) => {
      const sku = (body as { skus: string[] }).skus[0]!.toUpperCase();
      const s = slot(sku);
      await new Promise<void>((go) => {
        s.answer = go;
        s.arrive();
      });
      const i = catalogue.indexOf(sku);
      return {
        status: 200,
        body: { products: i < 0 ? [] : [buildProduct({ id: 100 + i, sku })] },
      };
    },
  });
  return async (sku: string) => {
    const s = slot(sku);
    await s.arrived;
    s.answer();
  };
}

function setup() {
  const applied: string[] = [];
  const restored: string[] = [];
  const hook = renderHook(() =>
    useTypedEntries({
      apply: (product: Product) => {
        applied.push(product.sku);
        return product.sku === 'TPW-B15' ? 'TPW-B15 is already in the list: quantity now 2.' : null;
      },
      restore: (text) => restored.push(text),
    }),
  );
  return { hook, applied, restored };
}

describe('useTypedEntries', () => {
  it('applies entries in the order typed even when their lookups answer the other way round', async () => {
    const release = heldLookups();
    const { hook, applied } = setup();
    act(() => {
      hook.result.current.enter('tpw-b12', null);
      hook.result.current.enter(' TPW-B15 ', null);
      hook.result.current.enter('hw-pull-128', null);
    });
    expect(hook.result.current.pending).toBe(3);
    let allFound = false;
    await act(async () => {
      await release('HW-PULL-128');
      await release('TPW-B15');
      expect(applied).toEqual([]);
      await release('TPW-B12');
      allFound = await hook.result.current.settle();
    });
    expect(allFound).toBe(true);
    expect(applied).toEqual(['TPW-B12', 'TPW-B15', 'HW-PULL-128']);
    expect(hook.result.current.notes.map((n) => n.text)).toEqual([
      'TPW-B15 is already in the list: quantity now 2.',
    ]);
    expect(hook.result.current.pending).toBe(0);
  });

  it('uses the suggestions already answered for an exact match, without asking again', async () => {
    const fetchMock = serve({});
    const { hook, applied } = setup();
    const answered = [toProduct(buildProduct({ sku: 'TPW-B12' }))];
    act(() => hook.result.current.enter('tpw-b12', answered));
    await act(() => hook.result.current.settle());
    expect(applied).toEqual(['TPW-B12']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says which text matches nothing, gives it back, and settle reports the failure', async () => {
    const release = heldLookups();
    const { hook, applied, restored } = setup();
    act(() => {
      hook.result.current.enter('NOPE-1', null);
      hook.result.current.enter('TPW-B12', null);
    });
    let allFound = true;
    await act(async () => {
      await release('NOPE-1');
      await release('TPW-B12');
      allFound = await hook.result.current.settle();
    });
    expect(allFound).toBe(false);
    expect(applied).toEqual(['TPW-B12']);
    expect(restored).toEqual(['NOPE-1']);
    expect(hook.result.current.notes).toMatchObject([
      { text: 'No product matches NOPE-1', tone: 'error' },
    ]);
  });

  it('a failed lookup is reported for that text and nothing is added', async () => {
    serve({ 'POST /products/lookup': () => ({ status: 500, body: { error: 'down' } }) });
    const { hook, applied, restored } = setup();
    act(() => hook.result.current.enter('TPW-B12', null));
    await act(() => hook.result.current.settle());
    expect(applied).toEqual([]);
    expect(restored).toEqual(['TPW-B12']);
    expect(hook.result.current.notes[0]?.text).toBe(
      'TPW-B12 could not be checked. Please try again.',
    );
  });
});
