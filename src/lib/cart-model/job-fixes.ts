import type { CheckedLine } from './job-check';
import type { Hinge } from './options';
import { itemCode, switchesTo } from './style-switch';

// The one-click fixes of the job check's warnings (issue 45): what each one changes, so the cart
// and a quote send the same thing and the panel names them the same way.

/** The Wooden Table's item code: one table (WT33) serves the 33" and the 36" Base Easy Reach. */
const WOODEN_TABLE_CODE = 'WT33';

const isBaseEasyReach = (l: Pick<CheckedLine, 'sku'>) => itemCode(l.sku).startsWith('BER');

/** The line change that confirms a hinge side: the side, marked as the dealer's choice. */
export function hingeFix(line: { cartItemId: number }, side: Hinge) {
  return { cartItemId: line.cartItemId, hingeDirection: side, hingeChosen: true } as const;
}

/**
 * The Wooden Table SKU that makes the order's Base Easy Reach Lazy Susans: the table in the style
 * of the first Base Easy Reach line (TPW-BER33 takes TPW-WT33); null without one.
 */
export function tableFixSku(lines: readonly CheckedLine[]): string | null {
  const ber = lines.find((l) => isBaseEasyReach(l) && l.skuPrefix);
  return ber ? `${ber.skuPrefix}-${WOODEN_TABLE_CODE}` : null;
}

/** The lines the style fix sends to the main style: every cabinet line of another style. */
export function styleFixLines<L extends CheckedLine>(lines: readonly L[], main: string): L[] {
  return lines.filter((l) => switchesTo(l, main));
}

/** The table is not in the catalog: said instead of failing silently. */
export const tableMissingMessage = (sku: string) =>
  `${sku} could not be found in the catalog, so no table was added.`;
