import { api, unwrap, useAuthedSWR } from '@/api';
import { toProduct, type Product } from './product-model';

export const SEARCH_PAGE_SIZE = 8;
export const SUGGESTION_LIMIT = 5;
/** Pause after the last keystroke before a SKU box asks for suggestions. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchPage = {
  products: Product[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
};

export function searchKey(keyword: string, page: number, limit: number): string {
  return `/products/search?${new URLSearchParams({ keyword, page: String(page), limit: String(limit) })}`;
}

export async function fetchSearch(
  keyword: string,
  page = 1,
  limit = SEARCH_PAGE_SIZE,
): Promise<SearchPage> {
  const data = unwrap(
    await api.GET('/products/search', { params: { query: { keyword, page, limit } } }),
    'generic',
  );
  return { ...data, products: data.products.map(toProduct) };
}

/** Blank keywords are never sent, so blank input does nothing. */
export function useSearch(keyword: string, page = 1, limit = SEARCH_PAGE_SIZE) {
  const trimmed = keyword.trim();
  return useAuthedSWR(
    trimmed ? searchKey(trimmed, page, limit) : null,
    () => fetchSearch(trimmed, page, limit),
    { keepPreviousData: true },
  );
}
