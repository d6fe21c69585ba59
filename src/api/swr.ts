import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './result';
import { useSession } from './session';

/**
 * For resources another tab or window of the same dealer can change (the cart, the quotes): asked
 * again when the tab regains focus or becomes visible (docs/business-rules.md#cart-and-quotes).
 * SWR waits 5 s after a screen opens before the first focus counts; a dealer who opens the cart,
 * removes a line in another tab and comes back is faster than that. 2 s is what requests are
 * deduplicated for anyway, so a burst of focus events still asks once.
 */
export const FRESH_ACROSS_TABS = { revalidateOnFocus: true, focusThrottleInterval: 2000 } as const;

/** A dealer-only resource: nothing is requested (and nothing shown) without a session. */
export function useAuthedSWR<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
) {
  const { isAuthenticated } = useSession();
  // keepPreviousData would keep showing the last dealer's answer once the key turns null.
  return useSWR<T, ApiError>(isAuthenticated ? key : null, fetcher, {
    ...config,
    keepPreviousData: isAuthenticated && Boolean(config?.keepPreviousData),
  });
}

/**
 * An SWR answer with fields of the resource's own (`methods`, `addresses`). SWR redraws a
 * component only for the answer's fields it has read; spreading the answer reads them all,
 * `isValidating` too, so every background revalidation (each screen's mount, each focus) redrew
 * the screen twice, synchronously. These getters read a field only when the screen does.
 */
export function withFields<T, X extends object>(swr: SWRResponse<T, ApiError>, fields: X) {
  return {
    get data() {
      return swr.data;
    },
    get error() {
      return swr.error;
    },
    // Nothing to show yet. SWR also reports loading for an answer already in the cache until the
    // screen's own first request is back; with the data read first, that flag is never read then.
    get isLoading() {
      return swr.data === undefined && swr.isLoading;
    },
    get isValidating() {
      return swr.isValidating;
    },
    get mutate() {
      return swr.mutate;
    },
    ...fields,
  };
}
