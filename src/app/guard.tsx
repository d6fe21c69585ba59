import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isStaffOnly, useSession } from '@/api';
import { loginPathFor } from '@/lib/next-path';

const STAFF_PATH = '/act-as-dealer';

/** Visitors on a dealer-only route go to /login, remembering where they were going. */
export function RequireDealer({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (!isAuthenticated)
    return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
  return <>{children}</>;
}

/**
 * Staff not acting as a dealer have only the staff screen: every other route leads there
 * (docs/business-rules.md#staff-acting-as-a-dealer).
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const current = useSession();
  const [path] = useLocation();
  if (isStaffOnly(current) && path !== STAFF_PATH) return <Redirect to={STAFF_PATH} replace />;
  return <>{children}</>;
}

/** The staff screen: visitors sign in first; a dealer, or staff acting as one, has the storefront. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const current = useSession();
  if (!current.isAuthenticated) return <Redirect to={loginPathFor(STAFF_PATH)} replace />;
  if (!isStaffOnly(current)) return <Redirect to="/my-account" replace />;
  return <>{children}</>;
}
