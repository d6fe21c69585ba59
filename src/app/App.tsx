import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Skeleton, styled, type ToastQueue } from '@ds';
import { NewPasswordDialog } from '@/features/auth';
import { START_PATH } from '@/lib/config';
import { RequireDealer, RequireStaff, SignInOnRefusal, StaffGate } from './guard';
import { Layout } from './Layout';
import { MaintenanceGate } from './MaintenanceGate';
import { OrderRecoveryGate } from './OrderRecoveryGate';
import { AppProviders } from './providers';
import { NotFoundPage, routes } from './routes';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScrollManager } from './ScrollManager';

const PageLoading = styled('div', {
  maxWidth: 1200,
  margin: '0 auto',
  padding: '$8 $6',
  display: 'grid',
  gap: '$4',
});

function Loading() {
  return (
    <PageLoading role="status" aria-label="Loading page">
      <Skeleton css={{ height: 40, width: 320 }} />
      <Skeleton css={{ height: 240 }} />
    </PageLoading>
  );
}

export function App({ toastQueue }: { toastQueue?: ToastQueue } = {}) {
  const [location] = useLocation();
  return (
    <AppProviders toastQueue={toastQueue}>
      <MaintenanceGate>
        <ScrollManager />
        <SignInOnRefusal />
        <Layout>
          <ScreenErrorBoundary resetKey={location}>
            <Suspense fallback={<Loading />}>
              <StaffGate>
                <Switch>
                  <Route path="/">
                    <Redirect to={START_PATH} replace />
                  </Route>
                  {routes.map(({ path, page: Page, dealerOnly, staffOnly }) => (
                    <Route key={path} path={path}>
                      {dealerOnly ? (
                        <RequireDealer>
                          <Page />
                        </RequireDealer>
                      ) : staffOnly ? (
                        <RequireStaff>
                          <Page />
                        </RequireStaff>
                      ) : (
                        <Page />
                      )}
                    </Route>
                  ))}
                  <Route>
                    <NotFoundPage />
                  </Route>
                </Switch>
              </StaffGate>
            </Suspense>
          </ScreenErrorBoundary>
        </Layout>
        <NewPasswordDialog />
        <OrderRecoveryGate />
      </MaintenanceGate>
    </AppProviders>
  );
}
