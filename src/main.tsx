import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { fetchMaintenance, maintenanceKey } from '@/features/maintenance';
import { App } from './app/App';
import { preloadRoute } from './app/route-preload';
import { preloadOnSignIn } from './app/session-preload';

// The maintenance answer gates everything, so ask before React even starts rendering.
preload(maintenanceKey, fetchMaintenance);
preloadOnSignIn();
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
