export {
  useCart,
  fetchCart,
  updateCart,
  clearCart,
  switchToQuote,
  switchToCart,
  emptyCart,
  hingeToSend,
  cartKey,
  type Cart,
  type CartItem,
  type CartUpdate,
  type HingeDirection,
} from './api/cart';
export { useQuotes, fetchQuotes, quotesKey, type Quote } from './api/quotes';
export {
  useQuote,
  fetchQuote,
  renameQuote,
  deleteQuoteItem,
  deleteQuote,
  fetchQuotePdf,
  applyQuoteAnswer,
  quoteKey,
} from './api/quote';
export {
  validateCoupon,
  readDiscount,
  clearDiscount,
  type CouponResult,
  type StoredDiscount,
} from './api/discount';
