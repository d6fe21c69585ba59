// One cart model for the storefront and the mock API: pure functions, no imports outside this folder.
export { toCents, toDollars, roundDollars, type Cents } from './money';
export {
  ASSEMBLY_FEE_CENTS,
  TAX_PERCENT,
  computeTotals,
  computeTotalsCents,
  lineSubtotalCents,
  lineAssemblyFeeCents,
  type PricedLine,
  type PricingOptions,
  type Totals,
} from './pricing';
export {
  BUNDLE_ALONE_MESSAGE,
  bundleShortMessage,
  bundleCounts,
  bundleViolation,
  isWoodenTable,
  isBaseEasyReach,
  type BundleLine,
} from './bundle';
export {
  HINGES,
  DEFAULT_HINGE,
  canAssemble,
  quantityMax,
  clampQuantity,
  hingeToSend,
  normalizeOptions,
  initialChoice,
  applyPurchaseChange,
  type Hinge,
  type PurchaseItem,
  type PurchaseChoice,
  type PurchaseChange,
} from './options';
export {
  shortfall,
  orderableLimit,
  selectableMax,
  shortfallLabel,
  shortfallMessage,
  availabilityProblems,
  problemsSummary,
  type StockedLine,
  type LineProblem,
  type Shortfall,
} from './availability';
export {
  compareStyles,
  currentStyle,
  cabinetItemCodes,
  availabilityText,
  type StyleRow,
} from './style-compare';
export { itemCode, switchesTo } from './style-switch';
