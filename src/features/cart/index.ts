export {
  useCart,
  fetchCart,
  updateCart,
  clearCart,
  emptyCart,
  cartKey,
  quotesKey,
  type Quote,
  type Cart,
  type CartItem,
  type CartUpdate,
  type HingeDirection,
} from './api/cart';
export { switchToQuote } from './api/switch-to-quote';
export {
  addToCart,
  cappedMessage,
  cappedReason,
  type AddRequest,
  type AddOutcome,
  type CappedAdd,
} from './api/add';
export { cartTotalsCents } from './api/cart-total';
export {
  validateCoupon,
  readDiscount,
  clearDiscount,
  useDiscount,
  appliedDiscountRate,
  type CouponResult,
  type StoredDiscount,
} from './api/discount';
export { DiscountForm } from './components/DiscountForm';
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
export { showCartNotice } from './components/cart-notice';
