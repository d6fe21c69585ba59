export {
  useOrders,
  fetchOrders,
  downloadInvoice,
  ordersKey,
  type Order,
  type OrderPage,
} from './api/orders';
export { OrderList } from './components/OrderList';
export { OpenedOrder } from './components/OpenedOrder';
