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
export { PaymentMethods } from './components/PaymentMethods';
