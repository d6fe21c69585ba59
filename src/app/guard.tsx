import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isStaffOnly, session, useSession } from '@/api';
import { loginPathFor } from '@/lib/next-path';

const STAFF_PATH = '/act-as-dealer';

/** The screens of staff not acting as a dealer: the dealer search and the pricing requests. */
const isStaffPath = (path: string) => path === STAFF_PATH || path.startsWith('/staff/');

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
 * Staff not acting as a dealer have only the staff screens: every other route leads to the
 * dealer search (docs/business-rules.md#staff-acting-as-a-dealer).
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const current = useSession();
  const [path] = useLocation();
  if (isStaffOnly(current) && !isStaffPath(path)) return <Redirect to={STAFF_PATH} replace />;
  return <>{children}</>;
}

/** A staff screen: visitors sign in first; a dealer, or staff acting as one, has the storefront. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const current = useSession();
  const [path] = useLocation();
  if (!current.isAuthenticated) return <Redirect to={loginPathFor(path)} replace />;
  if (!isStaffOnly(current)) return <Redirect to="/my-account" replace />;
  return <>{children}</>;
}

/**
 * The API refused the person (their company's Owner disabled them): whatever page they were on,
 * the sign-in page opens and says why (docs/business-rules.md#session).
 */
export function SignInOnRefusal() {
  const [, navigate] = useLocation();
  useEffect(() => session.onRefused(() => navigate('/login', { replace: true })), [navigate]);
  return null;
}
