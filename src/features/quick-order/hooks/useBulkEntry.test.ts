import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../../tests/unit/builders';
import { serve } from '../../../../tests/unit/fake-api';
import { MAX_LINES, useBulkEntry } from './useBulkEntry';

afterEach(() => vi.unstubAllGlobals());

describe('useBulkEntry', () => {
  it('more lines than the maximum: says how many, asks nothing, adds nothing, keeps the box', async () => {
    const fetchMock = serve({});
    const add = vi.fn(() => []);
    const { result } = renderHook(() => useBulkEntry(add));
    const text = Array.from({ length: MAX_LINES + 1 }, (_, i) => `SKU-${i} 1`).join('\n');
    await act(() => result.current.run(text));
    expect(result.current.state).toEqual({ phase: 'tooMany', read: MAX_LINES + 1 });
    expect(result.current.text).toBe(text);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
  });

  it('exactly the maximum is taken', async () => {
    serve({ 'POST /products/lookup': () => ({ status: 200, body: { products: [], misses: [] } }) });
    const { result } = renderHook(() => useBulkEntry(() => []));
    const text = Array.from({ length: MAX_LINES }, (_, i) => `SKU-${i} 1`).join('\n');
    await act(() => result.current.run(text));
    expect(result.current.state).toMatchObject({ phase: 'done', report: { read: MAX_LINES } });
  });

  it('a suggestion taken adds the line once and leaves the box; not once the box has changed', async () => {
    const b12 = buildProduct({ id: 1, sku: 'TPW-B12' });
    serve({
      'POST /products/lookup': () => ({
        status: 200,
        body: { products: [], misses: [{ sku: 'TPW-B1Z', suggestions: [b12], styles: [] }] },
      }),
    });
    const add = vi.fn((requests: unknown[]) =>
      requests.map(() => ({
        productId: 1,
        sku: 'TPW-B12',
        asked: 2,
        added: 2,
        quantity: 2,
        merged: false,
        capped: null,
        optionsNote: null,
      })),
    );
    const { result } = renderHook(() => useBulkEntry(add));
    await act(() => result.current.run('TPW-B1Z 2\nNOPE 1'));
    expect(result.current.text).toBe('TPW-B1Z 2\nNOPE 1');
    act(() => result.current.setText('TPW-B1Z 2\nNOPE 2'));
    act(() => result.current.accept(1, 'TPW-B12'));
    expect(add).toHaveBeenCalledTimes(1);
    act(() => result.current.setText('TPW-B1Z 2\nNOPE 1'));
    act(() => result.current.accept(1, 'TPW-B12'));
    act(() => result.current.accept(1, 'TPW-B12'));
    expect(add).toHaveBeenCalledTimes(2);
    expect(result.current.text).toBe('NOPE 1');
    expect(result.current.state).toMatchObject({
      phase: 'done',
      report: { read: 2, added: [{ line: 1, sku: 'TPW-B12' }], refused: [{ line: 2 }] },
    });
  });
});
