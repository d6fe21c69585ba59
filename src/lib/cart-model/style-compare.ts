import {
  availabilityProblems,
  shortfall,
  shortfallLabel,
  type ShortfallReason,
  type StockedLine,
} from './availability';
import { normalizeOptions, type HingeDirection } from './options';
import { computeTotalsCents, type PricedLine, type PricingOptions, type Totals } from './pricing';
import { itemCode, switchesTo } from './style-switch';

// Compare Styles (docs/business-rules.md#compare-styles): what the lines of a cart or a quote
// cost in every cabinet style. A row is what the lines would be after the batch style change to
// that style, with the lines the change would refuse left out, so the screen, the comparison PDF
// and the switch itself agree line for line.

/** One product of a style for one item code, as the style lookup answers it. */
export interface StyleProduct {
  itemCode: string;
  productId: number;
  sku: string;
  price: number;
  stock?: number | null;
  qtyRestrictions: number;
  afmx: number;
  isHingeable: boolean;
}

/** A cabinet style with its products for the item codes asked. */
export interface StyleOffer {
  code: string;
  name: string;
  products: readonly StyleProduct[];
}

/** A cart or quote line as the comparison needs it (the contract's CartItem has all of it). */
export interface CompareLine extends PricedLine {
  cartItemId: number;
  productId: number;
  sku: string;
  /** The line's cabinet style code; null for hardware and Richelieu, which no style changes. */
  skuPrefix: string | null;
  isHingeable: boolean;
  hingeDirection: HingeDirection;
  stock?: number | null;
  qtyRestrictions?: number | null;
}

/** Why a line does not carry over into a style. */
type LeftOutReason = 'NOT_IN_STYLE' | ShortfallReason;

/** A line the switch to a style would leave in its own style; its amounts are not in the row. */
interface LeftOutLine {
  cartItemId: number;
  sku: string;
  /** The SKU the line would have in the style. */
  targetSku: string;
  reason: LeftOutReason;
  /** 'Not made in this style', 'Out of stock', 'Only 4 available', 'At most 10 per order'. */
  label: string;
}

/** A line counted in a row as it already is, which cannot be ordered in its quantity. */
interface BlockedLine {
  cartItemId: number;
  sku: string;
  label: string;
}

export interface StyleRow {
  code: string;
  name: string;
  /** Every cabinet line is in this style already. */
  current: boolean;
  /** In cents; the lines left out are not in them. */
  totals: Totals;
  /** Lines of the cart or quote. */
  lineCount: number;
  /** Lines that can be ordered in this style. */
  available: number;
  leftOut: LeftOutLine[];
  blocked: BlockedLine[];
  /** Lines the switch to this style changes. */
  switching: number;
}

const NOT_IN_STYLE_LABEL = 'Not made in this style';

/** The item codes of the cabinet lines, each once, in line order (what the lookup is asked). */
export function cabinetItemCodes(lines: readonly Pick<CompareLine, 'sku' | 'skuPrefix'>[]) {
  return [...new Set(lines.filter((l) => l.skuPrefix !== null).map((l) => itemCode(l.sku)))];
}

/** The one style every cabinet line is in; null with no cabinet line or with several styles. */
export function currentStyle(lines: readonly Pick<CompareLine, 'skuPrefix'>[]): string | null {
  const styles = new Set(lines.flatMap((l) => (l.skuPrefix === null ? [] : [l.skuPrefix])));
  return styles.size === 1 ? [...styles][0]! : null;
}

/** 'All 12 lines' or '11 of 12 lines'. */
export function availabilityText(row: Pick<StyleRow, 'available' | 'lineCount'>): string {
  const lines = row.lineCount === 1 ? 'line' : 'lines';
  return row.available === row.lineCount
    ? `All ${row.lineCount} ${lines}`
    : `${row.available} of ${row.lineCount} ${lines}`;
}

type Counted = CompareLine;

/**
 * One row: the lines in the order the batch change sends them. A line moves when its item code
 * exists in the style and the product can be ordered in what it would then hold over every line
 * (the availability rule, as the API checks each change); otherwise it stays and is left out.
 */
function styleRow(
  lines: readonly CompareLine[],
  offer: StyleOffer,
  options: PricingOptions,
  current: boolean,
): StyleRow {
  const byCode = new Map(offer.products.map((p) => [p.itemCode.toUpperCase(), p]));
  const held = new Map<number, number>();
  for (const l of lines) held.set(l.productId, (held.get(l.productId) ?? 0) + l.quantity);
  const counted: (Counted | null)[] = [...lines];
  const leftOut: LeftOutLine[] = [];
  let switching = 0;
  lines.forEach((line, i) => {
    if (!switchesTo(line, offer.code)) return;
    const target = byCode.get(itemCode(line.sku));
    const targetSku = target?.sku ?? `${offer.code}-${itemCode(line.sku)}`;
    const base = { cartItemId: line.cartItemId, sku: line.sku, targetSku };
    if (!target) {
      leftOut.push({ ...base, reason: 'NOT_IN_STYLE', label: NOT_IN_STYLE_LABEL });
      counted[i] = null;
      return;
    }
    const short = shortfall(target, (held.get(target.productId) ?? 0) + line.quantity);
    if (short) {
      leftOut.push({ ...base, reason: short.reason, label: shortfallLabel(short) });
      counted[i] = null;
      return;
    }
    held.set(line.productId, held.get(line.productId)! - line.quantity);
    held.set(target.productId, (held.get(target.productId) ?? 0) + line.quantity);
    switching += 1;
    counted[i] = {
      ...line,
      productId: target.productId,
      sku: target.sku,
      skuPrefix: offer.code,
      price: target.price,
      afmx: target.afmx,
      isHingeable: target.isHingeable,
      stock: target.stock,
      qtyRestrictions: target.qtyRestrictions,
      ...normalizeOptions(target, line.isAssembled, line.hingeDirection ?? undefined),
    };
  });
  const kept = counted.filter((l): l is Counted => l !== null);
  const blocked = availabilityProblems(kept as readonly StockedLine[]).map((p) => ({
    cartItemId: p.cartItemId!,
    sku: p.sku,
    label: shortfallLabel(p),
  }));
  return {
    code: offer.code,
    name: offer.name,
    current,
    totals: computeTotalsCents(kept, options),
    lineCount: lines.length,
    available: kept.length - blocked.length,
    leftOut,
    blocked,
    switching,
  };
}

/**
 * Every style of the lookup, in its order, priced with the cart's discount and tax rule. The
 * Current row keeps every line as it is, so it equals the cart's own summary to the cent.
 */
export function compareStyles(
  lines: readonly CompareLine[],
  offers: readonly StyleOffer[],
  options: PricingOptions,
): StyleRow[] {
  const current = currentStyle(lines);
  return offers.map((offer) => styleRow(lines, offer, options, offer.code === current));
}
