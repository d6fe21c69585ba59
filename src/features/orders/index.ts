export {
  useOrders,
  fetchOrders,
  downloadInvoice,
  ordersKey,
  type Order,
  type OrderPage,
} from './api/orders';
