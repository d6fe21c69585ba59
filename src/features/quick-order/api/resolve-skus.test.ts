import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../../../tests/unit/fake-api';
import { buildProduct } from '../../../../tests/unit/builders';
import { resolveSkus } from './resolve-skus';

afterEach(() => vi.unstubAllGlobals());

/** A fake lookup over a catalogue of `known` SKUs, exact and case-insensitive like the contract. */
function catalogue(known: readonly string[]) {
  const asked: string[][] = [];
  const fetchMock = serve({
    'POST /products/lookup': (body) => {
      const { skus } = body as { skus: string[] };
      asked.push(skus);
      const wanted = new Set(skus.map((s) => s.toUpperCase()));
      const products = known
        .filter((sku) => wanted.has(sku))
        .map((sku, i) => buildProduct({ id: i + 1, sku }));
      return { status: 200, body: { products } };
    },
  });
  return { fetchMock, asked };
}

const skusFrom = (n: number, prefix = 'SKU') =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe('resolveSkus', () => {
  it('asks for each distinct SKU once, at most 200 a call, and maps every SKU to its product or null', async () => {
    const known = skusFrom(300);
    const { fetchMock, asked } = catalogue(known);
    const pasted = [...skusFrom(450), 'sku-7', 'SKU-7', 'x'.repeat(51)];
    const progress: [number, number][] = [];
    const found = await resolveSkus(pasted, (done, total) => progress.push([done, total]));

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(asked.map((a) => a.length).sort()).toEqual([200, 200, 50]);
    expect(new Set(asked.flat()).size).toBe(450);
    expect(asked.flat()).not.toContain('X'.repeat(51));
    expect(found.size).toBe(451);
    expect(found.get('SKU-7')?.product?.sku).toBe('SKU-7');
    expect(found.get('SKU-299')?.product?.price).toBe(189);
    expect(found.get('SKU-300')?.product).toBeNull();
    expect(found.get('X'.repeat(51))?.product).toBeNull();
    expect(progress.at(-1)).toEqual([451, 451]);
    expect(progress.map(([done]) => done)).toEqual(
      [...progress.map(([d]) => d)].sort((a, b) => a - b),
    );
  });

  it('keeps at most 3 lookups in flight', async () => {
    let inFlight = 0;
    let most = 0;
    serve({
      'POST /products/lookup': async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 0));
        inFlight -= 1;
        return { status: 200, body: { products: [] } };
      },
    });
    const found = await resolveSkus(skusFrom(1200));
    expect(most).toBe(3);
    expect([...found.values()].every((r) => r.product === null)).toBe(true);
  });

  it('with a style, maps bare item codes to that style and keeps the suggestions of a miss', async () => {
    const asked: unknown[] = [];
    serve({
      'POST /products/lookup': (body) => {
        asked.push(body);
        return {
          status: 200,
          body: {
            products: [
              buildProduct({ id: 1, sku: 'TPW-B12' }),
              buildProduct({ id: 2, sku: 'HW-PULL-128' }),
            ],
            misses: [
              { sku: 'B1Z', suggestions: [buildProduct({ id: 1, sku: 'TPW-B12' })], styles: [] },
              { sku: 'SB99', suggestions: [], styles: ['TPG'] },
            ],
          },
        };
      },
    });
    const found = await resolveSkus(['b12', 'hw-pull-128', 'B1Z', 'SB99'], undefined, 'TPW');
    expect(asked).toEqual([
      { skus: ['B12', 'HW-PULL-128', 'B1Z', 'SB99'], style: 'TPW', suggest: true },
    ]);
    expect(found.get('B12')?.product?.sku).toBe('TPW-B12');
    expect(found.get('HW-PULL-128')?.product?.sku).toBe('HW-PULL-128');
    expect(found.get('B1Z')).toMatchObject({ product: null, styles: [] });
    expect(found.get('B1Z')?.suggestions.map((p) => p.sku)).toEqual(['TPW-B12']);
    expect(found.get('SB99')).toMatchObject({ product: null, suggestions: [], styles: ['TPG'] });
  });

  it('rejects when a lookup fails, so the list is reported as not checked', async () => {
    serve({ 'POST /products/lookup': () => ({ status: 500, body: { error: 'down' } }) });
    await expect(resolveSkus(['TPW-B12'])).rejects.toThrow();
  });

  it('sends nothing for an empty list', async () => {
    const { fetchMock } = catalogue([]);
    expect((await resolveSkus([])).size).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
