import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { styled } from '@ds';
import { useSession } from '@/api';
import { AccountSkeleton } from './AccountSkeleton';

// The dealer menu carries Radix DropdownMenu and its positioning code (about 20 KiB gzip), so it
// is a chunk of its own, behind the same skeleton the greeting shows while loading.
const DealerMenu = lazy(() => import('./DealerMenu'));

const LoginLink = styled(Link, {
  color: '$white',
  fontSize: '$2',
  fontWeight: '$semibold',
  textDecoration: 'none',
  padding: '$2 $3',
  borderRadius: '$2',
  border: '1px solid rgba(255,255,255,0.6)',
  pressable: { backgroundColor: '$secondaryActive' },
});

/** Greeting with the account menu for dealers; 'Dealer Login' for visitors (docs/business-rules.md#screens). */
export function AccountMenu() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <LoginLink href="/login">Dealer Login</LoginLink>;
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <DealerMenu />
    </Suspense>
  );
}
