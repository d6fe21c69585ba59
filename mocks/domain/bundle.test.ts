import { describe, expect, it } from 'vitest';
import { bundleViolation } from './bundle';

const table = (quantity: number) => ({
  sku: 'TPW-WT33',
  description: 'WOODEN TABLE 33"',
  quantity,
});
const ber = (quantity: number, sku = 'TPW-BER33') => ({
  sku,
  description: 'Base Easy Reach 33"',
  quantity,
});
const other = { sku: 'TPW-B12', description: 'Base cabinet 12"', quantity: 4 };

describe('wooden table bundle rule', () => {
  it('allows carts without a table', () => expect(bundleViolation([other])).toBeNull());
  it('refuses a table sold alone', () =>
    expect(bundleViolation([table(1), other])).toBe(
      'The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy Reach (BER33 or BER36).',
    ));
  it('counts quantities and names the shortfall', () =>
    expect(bundleViolation([table(3), ber(1)])).toBe(
      'Each wooden table requires at least one Base Easy Reach (BER). You have 3 wooden table(s) but only 1 BER item(s). Please add 2 more BER item(s) to your cart.',
    ));
  it('is satisfied by one BER per table across BER33 and BER36', () =>
    expect(bundleViolation([table(2), ber(1), ber(1, 'AW-BER36')])).toBeNull());
});
