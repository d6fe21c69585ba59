import { api, toResult, unwrap, useAuthedSWR, type components, type Result } from '@/api';
import { saveBase64File } from '@/lib/download';

export type Order = components['schemas']['Order'];
export type OrderPage = components['schemas']['OrderListResponse'];

export const ordersKey = (page: number) => `/orders?page=${page}`;

export async function fetchOrders(page: number): Promise<OrderPage> {
  return unwrap(await api.GET('/orders', { params: { query: { page } } }), 'orders');
}

export function useOrders(page = 1) {
  return useAuthedSWR(ordersKey(page), () => fetchOrders(page), { keepPreviousData: true });
}

/** Saves the invoice as Invoice_{salesOrderNumber}.pdf. */
export async function downloadInvoice(
  order: Pick<Order, 'id' | 'salesOrderNumber'>,
): Promise<Result<void>> {
  const result = toResult(
    await api.GET('/orders/{id}/download', { params: { path: { id: order.id } } }),
    'invoice',
  );
  if (!result.ok) return result;
  saveBase64File(result.data.pdf, `Invoice_${order.salesOrderNumber}.pdf`);
  return { ok: true, data: undefined };
}
