import { availabilityProblems, shortfallLabel, type StockedLine } from './availability';
import { bundleCounts, bundleViolation, isWoodenTable, type BundleLine } from './bundle';
import { DEFAULT_HINGE, type HingeDirection } from './options';

// The job check of issue 45: what blocks checkout (the availability and bundle rules, as they
// are) and what only warns, computed once for the cart, a quote and the quote PDF.

/** A line as the check reads it: a cart or quote line of the contract. */
export interface CheckedLine extends StockedLine, BundleLine {
  cartItemId: number;
  isAssembled: boolean;
  isHingeable: boolean;
  hingeDirection: HingeDirection;
  /** Whether the dealer chose the hinge side (or a design did), as the line keeps it. */
  hingeChosen: boolean;
  skuPrefix: string | null;
}

/** The line a finding names. */
type LineRef = { cartItemId: number; sku: string };

export type JobBlock =
  | { kind: 'availability'; lines: LineRef[]; message: string }
  | { kind: 'bundle'; lines: LineRef[]; message: string };

export type JobWarning =
  | { kind: 'hinge'; lines: [LineRef]; side: 'LEFT' | 'RIGHT'; message: string }
  | { kind: 'style'; lines: LineRef[]; mainStyle: string; message: string }
  | { kind: 'table'; lines: LineRef[]; quantity: number; message: string };

export interface JobCheck {
  blocks: JobBlock[];
  warnings: JobWarning[];
}

const ref = (l: CheckedLine): LineRef => ({ cartItemId: l.cartItemId, sku: l.sku });
const isBaseEasyReach = (l: CheckedLine) => l.sku.toUpperCase().includes('-BER');
const sideName = (side: 'LEFT' | 'RIGHT') => (side === 'LEFT' ? 'Left' : 'Right');

/** An assembled hingeable line whose side the dealer never chose: the default stands. */
function hingeWarnings(lines: readonly CheckedLine[]): JobWarning[] {
  return lines.flatMap((l): JobWarning[] => {
    if (!l.isAssembled || !l.isHingeable || l.hingeChosen) return [];
    const side = l.hingeDirection ?? DEFAULT_HINGE;
    const message = `Hinge side not chosen: ${sideName(side)} is assumed`;
    return [{ kind: 'hinge', lines: [ref(l)], side, message }];
  });
}

/** The style with the most cabinets by quantity; a tie goes to the style met first. */
export function mainStyle(lines: readonly CheckedLine[]): string | null {
  const counts = new Map<string, number>();
  for (const l of lines)
    if (l.skuPrefix) counts.set(l.skuPrefix, (counts.get(l.skuPrefix) ?? 0) + l.quantity);
  let best: string | null = null;
  for (const [style, n] of counts) if (best === null || n > counts.get(best)!) best = style;
  return best;
}

/** Cabinets of more than one door style: the lines not in the main style are named. */
function styleWarning(lines: readonly CheckedLine[]): JobWarning[] {
  const main = mainStyle(lines);
  const odd = lines.filter((l) => l.skuPrefix !== null && l.skuPrefix !== main);
  if (main === null || odd.length === 0) return [];
  const styles = [...new Set(odd.map((l) => l.skuPrefix))].join(', ');
  const message = `Cabinets in more than one door style: ${odd.length} line(s) in ${styles}, the rest in ${main}.`;
  return [{ kind: 'style', lines: odd.map(ref), mainStyle: main, message }];
}

/**
 * A Base Easy Reach is a Lazy Susan only with a Wooden Table (one table per BER): BER items
 * beyond the tables in the order are plain corner cabinets.
 */
function tableWarning(lines: readonly CheckedLine[]): JobWarning[] {
  const { tables, ber } = bundleCounts(lines);
  if (ber <= tables) return [];
  const quantity = ber - tables;
  const message =
    tables === 0
      ? 'No Wooden Table in the order: the Base Easy Reach is a plain corner cabinet, not a Lazy Susan.'
      : `${ber} Base Easy Reach but ${tables} Wooden Table(s): ${quantity} will be plain corner cabinets, not Lazy Susans.`;
  return [{ kind: 'table', lines: lines.filter(isBaseEasyReach).map(ref), quantity, message }];
}

/** Everything the check finds, blocking findings first, each naming its lines. */
export function jobCheck(lines: readonly CheckedLine[]): JobCheck {
  const blocks: JobBlock[] = availabilityProblems(lines).map((p) => ({
    kind: 'availability',
    lines: [{ cartItemId: p.cartItemId ?? 0, sku: p.sku }],
    message: shortfallLabel(p),
  }));
  const bundle = bundleViolation(lines);
  if (bundle)
    blocks.push({ kind: 'bundle', lines: lines.filter(isWoodenTable).map(ref), message: bundle });
  return {
    blocks,
    warnings: [...hingeWarnings(lines), ...styleWarning(lines), ...tableWarning(lines)],
  };
}
