import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '@/api';
import { loginPathFor } from '@/lib/next-path';

/** Visitors on a dealer-only route go to /login, remembering where they were going. */
export function RequireDealer({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (!isAuthenticated)
    return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
  return <>{children}</>;
}
