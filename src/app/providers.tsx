import type { ReactNode } from 'react';
import { ToastProvider, globalStyles, type ToastQueue } from '@ds';
import { ApiProvider } from '@/api';

export function AppProviders({
  children,
  toastQueue,
}: {
  children: ReactNode;
  /** Injected where a message must stay up while it is looked at (the screen stories). */
  toastQueue?: ToastQueue;
}) {
  globalStyles();
  return (
    <ApiProvider>
      <ToastProvider queue={toastQueue}>{children}</ToastProvider>
    </ApiProvider>
  );
}
