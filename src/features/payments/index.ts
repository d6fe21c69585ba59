import { lazy } from 'react';
export {
  usePaymentMethods,
  fetchPaymentMethods,
  savePaymentInfo,
  updatePaymentMethod,
  deletePaymentMethod,
  toApiExpiry,
  paymentMethodsKey,
  type PaymentMethod,
  type SavePayment,
  type UpdatePayment,
} from './api/payment-methods';
// Loaded when the tab opens, so its forms are not part of the first load of /my-account.
export const PaymentMethods = /* @__PURE__ */ lazy(() =>
  import('./components/PaymentMethods').then((m) => ({ default: m.PaymentMethods })),
);
export { PaymentFields } from './components/PaymentFields';
export { CardBrandMark, brandName } from './components/CardBrand';
