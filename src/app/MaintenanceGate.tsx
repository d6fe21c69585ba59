import type { ReactNode } from 'react';
import { PageTitle, Text, styled } from '@ds';
import { MAINTENANCE_DEFAULTS, useMaintenance } from '@/features/maintenance';

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
        <PageTitle align="center">{data.maintenanceTitle || MAINTENANCE_DEFAULTS.title}</PageTitle>
        <Text size="4">{data.maintenanceDescription || MAINTENANCE_DEFAULTS.description}</Text>
      </Centre>
    );
  }
  return <>{children}</>;
}
