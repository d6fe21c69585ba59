import { api, unwrap, useAuthedSWR, type components } from '@/api';

export type DealerSummary = components['schemas']['DealerSummary'];
export type DealerList = components['schemas']['DealerListResponse'];

/** One cache entry per search and page, so paging back shows the page at once. */
const dealersKey = (search: string, page: number) =>
  `/staff/dealers?search=${encodeURIComponent(search)}&page=${page}`;

function fetchDealers(search: string, page: number): Promise<DealerList> {
  return api
    .GET('/staff/dealers', { params: { query: { search: search || undefined, page } } })
    .then((answer) => unwrap(answer, 'dealers'));
}

export function useDealers(search: string, page: number) {
  return useAuthedSWR(dealersKey(search, page), () => fetchDealers(search, page), {
    keepPreviousData: true,
  });
}
