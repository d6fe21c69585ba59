// The wooden-table bundle rule of docs/business-rules.md#bundle: every wooden table needs a Base Easy Reach.

/** A line as the rule reads it. Cart items may omit the description; no description, no table. */
export interface BundleLine {
  sku: string;
  description?: string | null;
  quantity: number;
}

const BUNDLE_ALONE_MESSAGE =
  'The wooden table cannot be sold separately; it must be sold as a bundle with the Base Easy Reach (BER33 or BER36).';

/** The 'too few' message with N tables, M BER items and K = N - M filled in. */
function bundleShortMessage(tables: number, ber: number): string {
  return `Each wooden table requires at least one Base Easy Reach (BER). You have ${tables} wooden table(s) but only ${ber} BER item(s). Please add ${tables - ber} more BER item(s) to your cart.`;
}

export const isWoodenTable = (line: Pick<BundleLine, 'description'>): boolean =>
  (line.description ?? '').toUpperCase().includes('WOODEN TABLE');

const isBaseEasyReach = (line: Pick<BundleLine, 'sku'>): boolean =>
  line.sku.toUpperCase().includes('-BER');

/** Wooden tables and BER items counted by quantity. */
export function bundleCounts(lines: readonly BundleLine[]): { tables: number; ber: number } {
  let tables = 0;
  let ber = 0;
  for (const line of lines) {
    if (isWoodenTable(line)) tables += line.quantity;
    if (isBaseEasyReach(line)) ber += line.quantity;
  }
  return { tables, ber };
}

/** The warning while the rule is broken (checkout stays disabled), otherwise null. */
export function bundleViolation(lines: readonly BundleLine[]): string | null {
  const { tables, ber } = bundleCounts(lines);
  if (tables === 0) return null;
  if (ber === 0) return BUNDLE_ALONE_MESSAGE;
  if (ber < tables) return bundleShortMessage(tables, ber);
  return null;
}
