import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { Link, useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Skeleton,
  VisuallyHidden,
  styled,
} from '@ds';
import { useSession } from '@/api';
import { useAccount } from '@/features/account';
import { signOut } from '@/features/auth';
import { useGreeting } from './greeting';

const Trigger = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  height: 34,
  px: '$3',
  borderRadius: '$2',
  color: '$white',
  fontSize: '$2',
  fontWeight: '$semibold',
  cursor: 'pointer',
  // A darker grey, not a white veil: white text must keep 4.5:1 while the menu is open.
  '&:hover, &[data-state="open"]': { backgroundColor: '$secondaryActive' },
  '&:focus-visible': { outline: '2px solid $white', outlineOffset: '2px' },
});

const LoginLink = styled(Link, {
  color: '$white',
  fontSize: '$2',
  fontWeight: '$semibold',
  textDecoration: 'none',
  padding: '$2 $3',
  borderRadius: '$2',
  border: '1px solid rgba(255,255,255,0.6)',
  '&:hover': { backgroundColor: '$secondaryActive' },
  '&:focus-visible': { outline: '2px solid $white', outlineOffset: '2px' },
});

const Loading = styled('span', { display: 'inline-flex', alignItems: 'center', width: 140 });

/** Greeting with the account menu for dealers; 'Dealer Login' for visitors (spec section 2). */
export function AccountMenu() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <LoginLink href="/login">Dealer Login</LoginLink>;
  return <DealerMenu />;
}

function DealerMenu() {
  const { data: account, isLoading } = useAccount();
  const greeting = useGreeting();
  const [, navigate] = useLocation();

  if (isLoading && !account) {
    return (
      <Loading role="status" data-testid="account-skeleton">
        <Skeleton css={{ height: 18, backgroundColor: '$gray5' }} />
        <VisuallyHidden>Loading your account</VisuallyHidden>
      </Loading>
    );
  }

  // A failed account fetch is only logged (spec section 8); the menu still works without a name.
  const label = account?.firstName ? `${greeting} ${account.firstName}` : greeting;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Trigger>
          {label}
          <ChevronDown size={16} aria-hidden />
        </Trigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate('/my-account')}>
          <UserRound size={16} aria-hidden />
          My Account
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            signOut();
            navigate('/login');
          }}
        >
          <LogOut size={16} aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
