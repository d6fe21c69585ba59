import UserCog from 'lucide-react/icons/user-cog';
import { Banner, Flex } from '@ds';
import { useSession } from '@/api';
import { StopActingButton } from '@/features/staff';

/**
 * Staff acting as a dealer must never forget whose account they are in, and always have the way
 * back to their own screen (docs/business-rules.md#staff-acting-as-a-dealer).
 */
export function ImpersonationBanner() {
  const { isImpersonated, impersonatedEmail, staffEmail } = useSession();
  if (!isImpersonated) return null;
  return (
    <Banner tone="brand" label="Impersonation" icon={<UserCog size={18} aria-hidden />}>
      <Flex as="span" gap="3" align="center" justify="center" wrap="wrap">
        <span>Impersonating: {impersonatedEmail ?? 'unknown account'}</span>
        {/* Cookies written by hand carry no staff member; there is nothing to return to then. */}
        {staffEmail ? <StopActingButton /> : null}
      </Flex>
    </Banner>
  );
}
