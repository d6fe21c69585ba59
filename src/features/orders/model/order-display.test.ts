import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prettifyStatus } from '@ds';
import {
  assemblyNote,
  formatOrderDate,
  itemCount,
  itemCountLabel,
  lineTotal,
} from './order-display';

describe('order display helpers', () => {
  it('shows the date with a short month', () => {
    // Noon UTC is the same calendar day in every US time zone.
    expect(formatOrderDate('2026-11-20T12:00:00.000Z')).toBe('Nov 20, 2026');
    expect(formatOrderDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it('counts pieces, not lines', () => {
    const order = { OrderItems: [{ quantity: 40 }, { quantity: 24 }] } as Parameters<
      typeof itemCount
    >[0];
    expect(itemCount(order)).toBe(64);
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(64)).toBe('64 items');
  });

  it('line totals are exact to the cent', () => {
    expect(lineTotal({ unitPrice: 4.5, quantity: 40 })).toBe(180);
    expect(lineTotal({ unitPrice: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ unitPrice: 179.55, quantity: 4 })).toBe(718.2);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        (c, q) => {
          expect(Math.round(lineTotal({ unitPrice: c / 100, quantity: q }) * 100)).toBe(c * q);
        },
      ),
    );
  });

  it('names the assembly with its hinge side', () => {
    expect(assemblyNote({ isAssembled: false, hingeDirection: null })).toBeNull();
    expect(assemblyNote({ isAssembled: true, hingeDirection: null })).toBe('Assembled');
    expect(assemblyNote({ isAssembled: true, hingeDirection: 'LEFT' })).toBe(
      'Assembled - Left hinge',
    );
    expect(assemblyNote({ isAssembled: true, hingeDirection: 'RIGHT' })).toBe(
      'Assembled - Right hinge',
    );
  });

  it('status labels are the prettified statuses, including ones docs/business-rules.md#order-statuses does not name', () => {
    expect(prettifyStatus('AWAITING_PAYMENT')).toBe('Awaiting Payment');
    expect(prettifyStatus('CLOSED')).toBe('Closed');
    expect(prettifyStatus('PICKED')).toBe('Picked');
    expect(prettifyStatus('ON_HOLD')).toBe('On Hold');
  });
});
