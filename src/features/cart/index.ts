export {
  useCart,
  fetchCart,
  updateCart,
  clearCart,
  emptyCart,
  cartKey,
  type Cart,
  type CartItem,
  type CartUpdate,
  type HingeDirection,
} from './api/cart';
export { switchToQuote, type OnSavedAsQuote } from './api/switch-to-quote';
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
export { DiscountTogglePlaceholder } from './components/DiscountTogglePlaceholder';
export { CartLink } from './components/CartLink';
export type { CheckoutActionProps } from './components/CartView';
export { showCartNotice } from './components/cart-notice';
export { PoNumberEditor } from './components/PoNumberEditor';
// Cart and quote lines, their summary, the batch panel and the save runner: shared by the cart
// and the quote detail. The pure cart model is imported from '@/lib/cart-model' only.
export { CartLineList } from './components/lines/CartLineList';
export { CartSummary } from './components/lines/CartSummary';
export { BundleAlert } from './components/lines/BundleAlert';
export { JobCheckPanel } from './components/lines/JobCheckPanel';
export { useSaveRunner, type SaveRun } from './hooks/useSaveRunner';
export { useBatchSelection } from './hooks/useBatchSelection';
export { useJobFixes } from './hooks/useJobFixes';
export { lineUpdate } from './components/lines/line-update';
export {
  AvailabilityAlert,
  checkoutBlockedReason,
  lineProblems,
} from './components/lines/availability';
export { editLine, wasReloaded } from './components/lines/line-gone';
