import useSWR from 'swr';
import { api, unwrap } from '@/api';
import { toProduct, type ItemClass, type Product } from './product-model';

export type ProductFilter = {
  itemClass: ItemClass;
  color?: string;
  itemCategory?: string;
  cabinetType?: string;
};

export function productsKey(filter: ProductFilter): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) query.set(k, v);
  return `/products?${query.toString()}`;
}

/** The API answers nested groups; screens want one flat list. */
export async function fetchProducts(filter: ProductFilter): Promise<Product[]> {
  const data = unwrap(await api.GET('/products', { params: { query: filter } }), 'generic');
  return data.data.products.flatMap((group) => group.products.map(toProduct));
}

export function useProducts(filter: ProductFilter | null) {
  return useSWR(filter ? productsKey(filter) : null, () => fetchProducts(filter as ProductFilter), {
    onError: (error: unknown) => console.warn('Failed to fetch products.', error),
  });
}
