import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

// The default SWR cache is used on purpose: resource modules update it with the global
// `mutate` from server answers, and src/api/cache.ts wipes it on sign-out.
export function ApiProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}
    >
      {children}
    </SWRConfig>
  );
}
