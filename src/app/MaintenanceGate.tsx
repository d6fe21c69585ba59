import { useEffect, useState, type ReactNode } from 'react';
import { Flex, Link, PageTitle, Text, styled } from '@ds';
import { MAINTENANCE_DEFAULTS, useMaintenance } from '@/features/maintenance';
import { COMPANY, telHref } from '@/lib/brand';
import { Logo } from './layout/Logo';

const Centre = styled('main', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  padding: '$6',
  textAlign: 'center',
});

/** How long the site waits for the maintenance answer before it opens anyway. */
const MAINTENANCE_WAIT_MS = 3000;

/** True once `waiting` has lasted `ms`; the wait is only logged (docs/business-rules.md#errors). */
function useGaveUp(waiting: boolean, ms: number): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      console.warn(`Maintenance state did not answer within ${ms} ms; opening the site.`);
      setGaveUp(true);
    }, ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return gaveUp;
}

/** docs/business-rules.md#screens: when the API says so, the whole site is replaced by a centred notice. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useMaintenance();
  const gaveUp = useGaveUp(isLoading, MAINTENANCE_WAIT_MS);
  // Asked first: the site shows once the answer (or its failure) is in, or after a short wait
  // when the API hangs, so a frozen backend never leaves the page blank.
  if (isLoading && !gaveUp) return null;
  if (data?.isMaintenance) {
    return (
      <Centre>
        <Logo />
        <PageTitle align="center">{data.maintenanceTitle || MAINTENANCE_DEFAULTS.title}</PageTitle>
        <Text size="4">{data.maintenanceDescription || MAINTENANCE_DEFAULTS.description}</Text>
        {/* The site is down, so the dealer needs another way to reach the company. */}
        <Flex as="address" gap="5" justify="center" css={{ fontStyle: 'normal' }}>
          <Link external href={telHref(COMPANY.phone)}>
            {COMPANY.phone}
          </Link>
          <Link external href={`mailto:${COMPANY.email}`}>
            {COMPANY.email}
          </Link>
        </Flex>
      </Centre>
    );
  }
  return <>{children}</>;
}
