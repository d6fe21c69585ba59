import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useMaintenance } from '@/features/maintenance';

// Rarely shown, so its code stays out of every page's first load.
const MaintenanceNotice = lazy(() => import('./MaintenanceNotice'));

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
  const maintenance = useMaintenance();
  // The site's first draw is the largest render it does. As a deferred render it is done in
  // slices that yield to the browser (a phone stays responsive), instead of in one long task when
  // the maintenance answer comes in; until then the page shows what index.html drew.
  const isLoading = useDeferredValue(maintenance.isLoading, true);
  const { data } = maintenance;
  const gaveUp = useGaveUp(isLoading, MAINTENANCE_WAIT_MS);
  // Once open, the site stays open while the answer is asked again (sign-out empties the cache):
  // only an answer that says maintenance closes it.
  const [opened, setOpened] = useState(false);
  const waiting = isLoading && !gaveUp;
  if (!waiting && !opened) setOpened(true);
  // Asked first: the site shows once the answer (or its failure) is in, or after a short wait
  // when the API hangs, so a frozen backend never leaves the page blank. Until then the page
  // shows what index.html already drew (src/app/static-shell.tsx).
  if (waiting && !opened) return null;
  if (data?.isMaintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenanceNotice
          title={data.maintenanceTitle}
          description={data.maintenanceDescription}
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}
