// The wooden-table bundle rule of docs/business-rules.md#bundle; its texts are the storefront's own.

export interface BundleLine {
  sku: string;
  description: string;
  quantity: number;
}

const isWoodenTable = (l: { description: string }) =>
  l.description.toUpperCase().includes('WOODEN TABLE');
const isBaseEasyReach = (l: { sku: string }) => l.sku.toUpperCase().includes('-BER');

/** The warning text when the rule is broken, otherwise null. Counts are quantities. */
export function bundleViolation(lines: BundleLine[]): string | null {
  const tables = lines.filter(isWoodenTable).reduce((n, l) => n + l.quantity, 0);
  if (tables === 0) return null;
  const ber = lines.filter(isBaseEasyReach).reduce((n, l) => n + l.quantity, 0);
  if (ber === 0)
    return 'The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy Reach (BER33 or BER36).';
  if (ber < tables)
    return `Each wooden table requires at least one Base Easy Reach (BER). You have ${tables} wooden table(s) but only ${ber} BER item(s). Please add ${tables - ber} more BER item(s) to your cart.`;
  return null;
}
