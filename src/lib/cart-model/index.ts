// One cart model for the storefront and the mock API: pure functions, no imports outside this folder.
export { divRound, toCents, toDollars } from './money';
export {
  computeTotals,
  computeTotalsCents,
  lineSubtotalCents,
  type PricedLine,
  type PricingOptions,
  type Totals,
} from './pricing';
export { bundleViolation, isWoodenTable, type BundleLine } from './bundle';
export {
  DEFAULT_HINGE,
  canAssemble,
  quantityMax,
  clampQuantity,
  hingeToSend,
  normalizeOptions,
  choiceOptions,
  initialChoice,
  applyPurchaseChange,
  type Hinge,
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
export { approvalNeed, type ApprovalNeed } from './approval';
export { jobCheck, type CheckedLine, type JobBlock, type JobWarning } from './job-check';
export { hingeFix, styleFixLines, tableFixSku, tableMissingMessage } from './job-fixes';
