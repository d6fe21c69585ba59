export {
  useCart,
  fetchCart,
  updateCart,
  clearCart,
  switchToQuote,
  emptyCart,
  cartKey,
  quotesKey,
  type Quote,
  type Cart,
  type CartItem,
  type CartUpdate,
  type HingeDirection,
} from './api/cart';
export {
  validateCoupon,
  readDiscount,
  clearDiscount,
  type CouponResult,
  type StoredDiscount,
} from './api/discount';
// The cart model (pricing, bundle rule, assembly and quantity rules) lives in src/lib so shared
// screen pieces and the mock API can use it too; cart, quote and order screens take it from here.
export {
  toCents,
  toDollars,
  roundDollars,
  computeTotals,
  computeTotalsCents,
  lineSubtotalCents,
  lineAssemblyFeeCents,
  ASSEMBLY_FEE_CENTS,
  TAX_PERCENT,
  bundleViolation,
  bundleCounts,
  isWoodenTable,
  isBaseEasyReach,
  BUNDLE_ALONE_MESSAGE,
  bundleShortMessage,
  HINGES,
  DEFAULT_HINGE,
  canAssemble,
  quantityMax,
  clampQuantity,
  hingeToSend,
  normalizeOptions,
  initialChoice,
  applyPurchaseChange,
  type Cents,
  type PricedLine,
  type PricingOptions,
  type Totals,
  type BundleLine,
  type Hinge,
  type PurchaseItem,
  type PurchaseChoice,
  type PurchaseChange,
} from '@/lib/cart-model';
export { CartLink } from './components/CartLink';
// Screen pieces the quote detail shares with the cart.
export { CartLineList } from './components/CartLineList';
export { CartSummary } from './components/CartSummary';
export { BundleAlert } from './components/BundleAlert';
export { PoNumberEditor } from './components/PoNumberEditor';
export { useSaveRunner, type SaveRun } from './components/useSaveRunner';
export { useBatchSelection } from './components/useBatchSelection';
export { lineUpdate } from './components/useCartActions';
