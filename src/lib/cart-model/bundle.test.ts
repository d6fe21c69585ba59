import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleCounts, bundleViolation, type BundleLine } from './bundle';

const table = (quantity: number): BundleLine => ({
  sku: 'TPW-WT33',
  description: 'WOODEN TABLE 33"',
  quantity,
});
const ber = (quantity: number, sku = 'TPW-BER33'): BundleLine => ({
  sku,
  description: 'Base Easy Reach 33"',
  quantity,
});
const other: BundleLine = { sku: 'TPW-B12', description: 'Base cabinet 12"', quantity: 4 };

describe('wooden table bundle rule (docs/business-rules.md#bundle)', () => {
  it('allows carts without a table', () => expect(bundleViolation([other])).toBeNull());

  it('refuses a table sold alone, in the wording of docs/business-rules.md#bundle', () =>
    expect(bundleViolation([table(1), other])).toBe(
      'The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy Reach (BER33 or BER36).',
    ));

  it('counts quantities and names the shortfall, in the wording of docs/business-rules.md#bundle', () =>
    expect(bundleViolation([table(3), ber(1)])).toBe(
      'Each wooden table requires at least one Base Easy Reach (BER). You have 3 wooden table(s) but only 1 BER item(s). Please add 2 more BER item(s) to your cart.',
    ));

  it('is satisfied by one BER per table across BER33 and BER36', () =>
    expect(bundleViolation([table(2), ber(1), ber(1, 'AW-BER36')])).toBeNull());

  it('reads a line without a description as no table', () =>
    expect(bundleViolation([{ sku: 'TPW-WT33', quantity: 1 }])).toBeNull());

  it('matches the marks whatever their case', () =>
    expect(bundleCounts([{ sku: 'aw-ber36', description: 'Wooden Table', quantity: 2 }])).toEqual({
      tables: 2,
      ber: 2,
    }));
});

const arbOther = fc.record({
  sku: fc.constantFrom('TPW-B12', 'AW-W3030', 'HS-DB18', 'R-HINGE'),
  description: fc.option(fc.constantFrom('Base cabinet', 'Wall cabinet', 'Hinge'), {
    nil: undefined,
  }),
  quantity: fc.integer({ min: 1, max: 20 }),
});

describe('bundle rule: properties', () => {
  it('a cart without a wooden table never warns', () => {
    const berOrOther = fc.oneof(
      arbOther,
      fc.integer({ min: 1, max: 20 }).map((q) => ber(q)),
    );
    fc.assert(
      fc.property(fc.array(berOrOther, { maxLength: 30 }), (lines) => {
        expect(bundleViolation(lines)).toBeNull();
      }),
    );
  });

  it('fills N, M and K from the quantities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }),
        fc.array(arbOther, { maxLength: 5 }),
        (tables, bers, others) => {
          const n = tables.reduce((a, b) => a + b, 0);
          const m = bers.reduce((a, b) => a + b, 0);
          const message = bundleViolation([
            ...tables.map(table),
            ...bers.map((q) => ber(q)),
            ...others,
          ]);
          if (m >= n) expect(message).toBeNull();
          else if (m === 0) expect(message).toMatch(/^The wooden table cannot be sold separately;/);
          else
            expect(message).toBe(
              `Each wooden table requires at least one Base Easy Reach (BER). You have ${n} wooden table(s) but only ${m} BER item(s). Please add ${n - m} more BER item(s) to your cart.`,
            );
        },
      ),
    );
  });
});
