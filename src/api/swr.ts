import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiError } from './result';
import { sharedFetch } from './cache';
import { useSession } from './session';

/** A dealer-only resource: nothing is requested (and nothing shown) without a session. */
export function useAuthedSWR<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
) {
  const { isAuthenticated } = useSession();
  // keepPreviousData would keep showing the last dealer's answer once the key turns null.
  return useSWR<T, ApiError>(isAuthenticated ? key : null, (k: string) => sharedFetch(k, fetcher), {
    ...config,
    keepPreviousData: isAuthenticated && Boolean(config?.keepPreviousData),
  });
}
