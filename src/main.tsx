import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { keepFocusedFieldVisible, keepMediaQueriesLive, ResponsiveOrder } from '@ds';
import { fetchMaintenance, maintenanceKey } from '@/features/maintenance';
import { App } from './app/App';
import { prefetchWhenIdle, preloadOnIntent, preloadRoute } from './app/route-preload';
import { preloadDealerChrome, preloadOnSignIn } from './app/session-preload';

// The maintenance answer gates every screen; the opened screen's chunk and data are asked for
// beside it rather than after it.
void preload(maintenanceKey, fetchMaintenance);
preloadRoute(window.location.pathname);
preloadDealerChrome();
preloadOnSignIn();
preloadOnIntent();
prefetchWhenIdle();
keepFocusedFieldVisible();
keepMediaQueriesLive();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    {/* First, so the responsive rules are written in the scale's order before any screen's. */}
    <ResponsiveOrder />
    <App />
  </StrictMode>,
);
