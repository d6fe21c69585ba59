import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { keepFocusedFieldVisible, keepMediaQueriesLive } from '@ds';
import { fetchMaintenance, maintenanceKey } from '@/features/maintenance';
import { inTurns } from '@/lib/when-idle';
import { App } from './app/App';
import { prefetchWhenIdle, preloadOnIntent, preloadRoute } from './app/route-preload';
import { preloadDealerChrome, preloadOnSignIn } from './app/session-preload';

/**
 * How long the first render waits for the opened screen's chunk and first data. Nothing shows
 * before the maintenance answer anyway; a screen that is not in yet would show its Suspense
 * fallback, and React then holds the screen itself back for 300 ms after that fallback appeared.
 * Data that came after the first draw would redraw the screen in one long synchronous task (SWR's
 * store updates are synchronous): on a phone that is input held for a tenth of a second or more.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

function start(container: HTMLElement) {
  let firstScreen: Promise<void> = Promise.resolve();
  // One step a task: building the first requests (the auth middleware, the screen chunk's preload
  // links) and wiring the listeners took one task of 35 ms on a phone-speed trace of /checkout.
  void inTurns([
    // The maintenance answer gates everything, so ask before React even starts rendering.
    () => preload(maintenanceKey, fetchMaintenance),
    () => {
      firstScreen = preloadRoute(window.location.pathname);
      preloadDealerChrome();
    },
    () => {
      preloadOnSignIn();
      keepFocusedFieldVisible();
      keepMediaQueriesLive();
    },
  ])
    .then(() =>
      Promise.race([
        firstScreen,
        new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
      ]),
    )
    .then(() => {
      const root = createRoot(container);
      // Rendered as a transition, in slices that yield to the browser, instead of one long task
      // that holds a phone's input and painting (the site itself is drawn by a deferred render
      // too, see MaintenanceGate).
      startTransition(() =>
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      );
      preloadOnIntent();
      prefetchWhenIdle();
    });
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Evaluating the first load's code is one long task on a phone; the first requests (building each
// one, the auth middleware, the screen chunk's preload links) are made in the next task, so the
// browser can paint or take input in between. They start a few milliseconds later.
// The timer is set from a microtask, after this file's evaluation has returned: a traced page
// (Lighthouse) records a stack for every timer set, and V8 parses a file again to describe its
// frames. Set from here, that frame would be the whole first-load file (15-80 ms on a phone trace).
queueMicrotask(() => setTimeout(() => start(container)));
