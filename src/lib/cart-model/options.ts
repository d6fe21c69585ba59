// Quantity bounds and the assembly/hinge rules of docs/business-rules.md#assembly.

export type Hinge = 'LEFT' | 'RIGHT';
/** As the API carries it: null when the item is not assembled or not hingeable. */
export type HingeDirection = Hinge | null;

export const DEFAULT_HINGE: Hinge = 'LEFT';

/** What an item offers: its assembly factor, hinge and the most a dealer may order. */
export interface PurchaseItem {
  afmx: number;
  isHingeable: boolean;
  qtyRestrictions?: number | null;
}

/** What the dealer chose for a line, in the API's field names. */
export interface PurchaseChoice {
  quantity: number;
  isAssembled: boolean;
  hingeDirection: HingeDirection;
  /** The dealer picked the side (or a design did); absent or false: the default only stands. */
  hingeChosen?: boolean;
}

export type PurchaseChange =
  { quantity: number } | { isAssembled: boolean } | { hingeDirection: HingeDirection };

/** afmx 0 and -1 both mean no assembly (and so no hinge). */
export const canAssemble = (item: Pick<PurchaseItem, 'afmx'>): boolean => item.afmx > 0;

/** The highest quantity on offer: qtyRestrictions, at least 1 (1 when unknown). */
export function quantityMax(qtyRestrictions?: number | null): number {
  const max = Math.floor(qtyRestrictions ?? 1);
  return Number.isFinite(max) && max >= 1 ? max : 1;
}

/** A quantity brought into 1..qtyRestrictions (whole; 1 when not a number). */
export function clampQuantity(quantity: number, qtyRestrictions?: number | null): number {
  const q = Math.floor(quantity);
  if (!Number.isFinite(q) || q < 1) return 1;
  return Math.min(q, quantityMax(qtyRestrictions));
}

/** The hinge to send: null unless assembled and hingeable, otherwise the choice or LEFT. */
export function hingeToSend(
  item: { isAssembled: boolean; isHingeable: boolean },
  chosen?: HingeDirection,
): HingeDirection {
  if (!item.isAssembled || !item.isHingeable) return null;
  return chosen ?? DEFAULT_HINGE;
}

/** Assembly only where afmx > 0, a hinge only on assembled hingeable items (LEFT by default). */
export function normalizeOptions(
  item: Pick<PurchaseItem, 'afmx' | 'isHingeable'>,
  isAssembled: boolean,
  hinge?: HingeDirection,
): { isAssembled: boolean; hingeDirection: HingeDirection } {
  const assembled = canAssemble(item) && isAssembled;
  return {
    isAssembled: assembled,
    hingeDirection: hingeToSend({ isAssembled: assembled, isHingeable: item.isHingeable }, hinge),
  };
}

/** What an add sends for a choice: its options normalised, and the side chosen only where there is one. */
export function choiceOptions(
  item: Pick<PurchaseItem, 'afmx' | 'isHingeable'>,
  choice: Pick<PurchaseChoice, 'isAssembled' | 'hingeDirection' | 'hingeChosen'>,
): { isAssembled: boolean; hingeDirection: HingeDirection; hingeChosen: boolean } {
  const options = normalizeOptions(item, choice.isAssembled, choice.hingeDirection);
  return {
    ...options,
    hingeChosen: options.hingeDirection !== null && choice.hingeChosen === true,
  };
}

/** The first choice on offer: one, unassembled. */
export const initialChoice = (): PurchaseChoice => ({
  quantity: 1,
  isAssembled: false,
  hingeDirection: null,
  hingeChosen: false,
});

/**
 * The choice after one control changed: the quantity stays in bounds; turning assembly on sets
 * LEFT on a hingeable item and turning it off clears the hinge; a hinge sticks only while assembled.
 * Picking a side marks it chosen; turning assembly on or off leaves the side unchosen again.
 */
export function applyPurchaseChange(
  item: PurchaseItem,
  current: PurchaseChoice,
  change: PurchaseChange,
): PurchaseChoice {
  if ('quantity' in change)
    return { ...current, quantity: clampQuantity(change.quantity, item.qtyRestrictions) };
  if ('isAssembled' in change)
    return {
      ...current,
      ...normalizeOptions(item, change.isAssembled, DEFAULT_HINGE),
      hingeChosen: false,
    };
  const next = normalizeOptions(item, current.isAssembled, change.hingeDirection ?? DEFAULT_HINGE);
  return { ...current, ...next, hingeChosen: next.hingeDirection !== null };
}
