import type { ReactNode } from 'react';
import { ToastProvider, globalStyles } from '@ds';
import { ApiProvider } from '@/api';

export function AppProviders({ children }: { children: ReactNode }) {
  globalStyles();
  return (
    <ApiProvider>
      <ToastProvider>{children}</ToastProvider>
    </ApiProvider>
  );
}
