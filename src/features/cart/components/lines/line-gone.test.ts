import { describe, expect, it, vi } from 'vitest';
import type { Result } from '@/api';
import { editLine, lineGoneMessage, QUOTE_GONE_MESSAGE, wasReloaded } from './line-gone';

const fail = (status: number, message: string): Result<string> => ({
  ok: false,
  status,
  message,
  body: { error: message },
});

describe('editing a line removed in another tab or window', () => {
  it('a 404 reloads once, before answering, and names the line', async () => {
    const order: string[] = [];
    const reload = vi.fn(async () => {
      order.push('reload');
      return 'reloaded' as const;
    });
    const result = await editLine(
      async () => {
        order.push('edit');
        return fail(404, 'Cart item not found.');
      },
      'TPW-B12',
      'cart',
      reload,
    );
    expect(order).toEqual(['edit', 'reload']);
    expect(result).toEqual({
      ok: false,
      status: 404,
      message: 'TPW-B12 was removed in another tab or window. The cart has been reloaded.',
      body: { error: 'Cart item not found.' },
    });
    expect(wasReloaded(result)).toBe(true);
    expect(lineGoneMessage('HW-PULL-128', 'quote')).toBe(
      'HW-PULL-128 was removed in another tab or window. The quote has been reloaded.',
    );
  });

  it('a quote that is gone altogether says so instead', async () => {
    const result = await editLine(
      async () => fail(404, 'Quote not found.'),
      'TPW-B12',
      'quote',
      async () => 'holder-gone',
    );
    expect(result).toMatchObject({ ok: false, message: QUOTE_GONE_MESSAGE });
  });

  it('success and other failures pass through untouched, without a reload', async () => {
    const reload = vi.fn(async () => 'reloaded' as const);
    const refused = fail(400, 'Quantity for TPW-B12 cannot exceed 10.');
    expect(await editLine(async () => refused, 'TPW-B12', 'cart', reload)).toBe(refused);
    const done: Result<string> = { ok: true, data: 'cart' };
    expect(await editLine(async () => done, 'TPW-B12', 'cart', reload)).toBe(done);
    expect(reload).not.toHaveBeenCalled();
    expect(wasReloaded(refused)).toBe(false);
    expect(wasReloaded(done)).toBe(false);
    expect(wasReloaded(null)).toBe(false);
  });
});
