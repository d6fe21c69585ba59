import useSWR from 'swr';
import { api, unwrap } from '@/api';
import { toProduct, type Product } from './product-model';

export const productKey = (id: number) => `/products/${id}`;

export async function fetchProduct(id: number): Promise<Product> {
  return toProduct(
    unwrap(
      await api.GET('/products/{productId}', { params: { path: { productId: id } } }),
      'product',
    ),
  );
}

export function useProduct(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return useSWR(valid ? productKey(id) : null, () => fetchProduct(id as number));
}
