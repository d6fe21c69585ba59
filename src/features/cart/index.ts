export {
  useCart,
  fetchCart,
  updateCart,
  clearCart,
  emptyCart,
  hingeToSend,
  cartKey,
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
export { CartLink } from './components/CartLink';
