import useSWR from 'swr';
import { api, keepOnSignOut, unwrap, type components } from '@/api';

export type Maintenance = components['schemas']['Maintenance'];

export const MAINTENANCE_DEFAULTS = {
  title: 'Site Under Maintenance',
  description: 'We’ll be back soon.',
} as const;

export const maintenanceKey = '/maintenance';
keepOnSignOut(maintenanceKey);

export async function fetchMaintenance(): Promise<Maintenance> {
  return unwrap(await api.GET('/maintenance'), 'generic');
}

/** Asked first, for visitors too; a failure is only logged and the site stays open. */
export function useMaintenance() {
  return useSWR(maintenanceKey, fetchMaintenance, {
    onError: (error: unknown) => console.warn('Failed to fetch maintenance state.', error),
  });
}
