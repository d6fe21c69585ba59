import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserCog from 'lucide-react/icons/user-cog';
import { Banner } from '@ds';
import { useSession } from '@/api';

const TARIFF_NOTICE =
  "Tariff advisory: a proposed 50% tariff is under watch. We will give at least four weeks' notice before any price change.";

/** docs/business-rules.md#screens: the site-wide advisory every visitor and dealer sees. */
export function TariffBanner() {
  return (
    <Banner label="Tariff advisory" icon={<TriangleAlert size={18} aria-hidden />}>
      {TARIFF_NOTICE}
    </Banner>
  );
}

/** Staff acting as a dealer must never forget whose account they are in. */
export function ImpersonationBanner() {
  const { isImpersonated, impersonatedEmail } = useSession();
  if (!isImpersonated) return null;
  return (
    <Banner tone="brand" label="Impersonation" icon={<UserCog size={18} aria-hidden />}>
      Impersonating: {impersonatedEmail ?? 'unknown account'}
    </Banner>
  );
}
