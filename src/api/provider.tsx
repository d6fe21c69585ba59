import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

// The default SWR cache is used on purpose: resource modules update it with the global
// `mutate` from server answers, and src/api/cache.ts wipes it on sign-out.
// Focus revalidation is off by default: the catalog, the account and the orders do not change
// behind the dealer's back, and asking again on every tab switch would only cost requests. The
// cart and the quotes, which another tab or window can change, turn it on (FRESH_ACROSS_TABS).
export function ApiProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}
    >
      {children}
    </SWRConfig>
  );
}
