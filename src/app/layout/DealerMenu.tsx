import ChevronDown from 'lucide-react/icons/chevron-down';
import Tags from 'lucide-react/icons/tags';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  styled,
} from '@ds';
import { isStaffOnly, useSession } from '@/api';
import { useAccount } from '@/features/account';
import { signOut } from '@/features/auth';
import { AccountSkeleton } from './AccountSkeleton';
import { ApprovalsLink } from './ApprovalsLink';
import { useGreeting } from './greeting';

const Trigger = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  height: 34,
  px: '$3',
  '@phone': { height: '$iconButton3' },
  borderRadius: '$2',
  color: '$white',
  fontSize: '$2',
  fontWeight: '$semibold',
  cursor: 'pointer',
  // A darker grey, not a white veil: white text must keep 4.5:1 while the menu is open.
  pressable: { backgroundColor: '$secondaryActive' },
  '&[data-state="open"]': { backgroundColor: '$secondaryActive' },
});

const Tools = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });

export default function DealerMenu() {
  const { data: account, isLoading } = useAccount();
  const greeting = useGreeting();
  const [, navigate] = useLocation();
  // Staff not acting as a dealer have no account area; their screens are the dealer search and
  // the pricing requests.
  const staff = isStaffOnly(useSession());

  if (isLoading && !account) {
    return <AccountSkeleton />;
  }

  // A failed account fetch is only logged (docs/business-rules.md#cart-and-quotes); the menu still works without a name.
  const label = account?.firstName ? `${greeting} ${account.firstName}` : greeting;
  // An answer without a role is a dealer of its own, its Owner; staff acting act as the Owner.
  const owner = account !== undefined && (account.companyRole ?? 'Owner') === 'Owner';
  return (
    <Tools>
      <ApprovalsLink owner={owner && !staff} />
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Trigger>
            {label}
            <ChevronDown size={16} aria-hidden />
          </Trigger>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => navigate(staff ? '/act-as-dealer' : '/my-account')}>
            <UserRound size={16} aria-hidden />
            {staff ? 'Act as a Dealer' : 'My Account'}
          </DropdownMenuItem>
          {staff ? (
            <DropdownMenuItem onSelect={() => navigate('/staff/pricing-requests')}>
              <Tags size={16} aria-hidden />
              Pricing Requests
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem
            onSelect={() => {
              void signOut();
              navigate('/login');
            }}
          >
            <LogOut size={16} aria-hidden />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </Tools>
  );
}
