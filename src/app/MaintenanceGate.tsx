import type { ReactNode } from 'react';
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

/** docs/business-rules.md#screens: when the API says so, the whole site is replaced by a centred notice. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useMaintenance();
  // Asked first: nothing of the site shows until the answer (or its failure) is in.
  if (isLoading) return null;
  if (data?.isMaintenance) {
    return (
      <Centre>
        <Logo />
        <PageTitle align="center">{data.maintenanceTitle || MAINTENANCE_DEFAULTS.title}</PageTitle>
        <Text size="4">{data.maintenanceDescription || MAINTENANCE_DEFAULTS.description}</Text>
        {/* The site is down, so the dealer needs another way to reach the company. */}
        <Flex as="address" gap="5" justify="center" css={{ fontStyle: 'normal' }}>
          <Link href={telHref(COMPANY.phone)}>{COMPANY.phone}</Link>
          <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>
        </Flex>
      </Centre>
    );
  }
  return <>{children}</>;
}
