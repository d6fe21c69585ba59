export {
  placeOrder,
  checkLockStatus,
  LOCK_POLL_MS,
  LOCK_MAX_POLLS,
  ORDER_MARKER_TTL_MS,
  EMPTY_CART_MESSAGE,
  type CheckoutRequest,
  type CheckoutResponse,
  type LockStatus,
} from './api/checkout';
export { CartApprovalAction } from './components/CartApprovalAction';
