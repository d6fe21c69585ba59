import { useLayoutEffect, useState } from 'react';
import type { Story } from '@ladle/react';
import { configure, screen as dom } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { mutate, SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createToastQueue } from '@ds';
import { clearApiCache, session } from '@/api';
import { App } from '@/app/App';
import { SiteAdvisory } from '@/app/layout/TariffBanner';
import { challengeStore } from '@/features/auth';
import { putTestLines } from '../../mocks/data/test-lines';
import { findAccount } from '../../mocks/state';
import { createWorld, isHeld, tokensFor, withDemoApi, type World } from '../../mocks/msw';

export { fail, hold, reply } from '../../mocks/msw';
export { waitFor } from '@testing-library/dom';
export type { World };

/*
 * One screen story: the real app (providers, header, routes) at a memory location, its API
 * answered in-process by the demo API of mocks/ through MSW, from a fresh seed per story.
 *
 *   export const Empty = screen('/cart', { arrange: (w) => (w.state.users[0]!.cart.items = []) });
 *
 * - `as`: who is signed in (an e-mail of the seed), or null for a visitor; the demo dealer by default.
 * - `arrange`: changes the story's world (the seed) before anything is asked.
 * - `api`: overrides of single operations (`reply`, `fail`, `hold`), asked before the demo API.
 * - `play`: what a dealer does to reach the state (Testing Library queries and user-event).
 *
 * When the screen has settled (and `play` is done) <html data-screen="ready:<story id>">, which
 * the visual check waits for.
 */
export type Screen = typeof dom;
export type { UserEvent };

export interface ScreenOptions {
  as?: string | null;
  arrange?: (world: World) => void;
  api?: HttpHandler[];
  play?: (user: UserEvent, screen: typeof dom) => Promise<unknown>;
}

/**
 * Ends a play with nothing focused. A button that is disabled while its call runs keeps the
 * click's focus (and its ring) or loses it depending on how fast the answer came, so a story
 * that shows the answer after such a click shows the screen at rest instead.
 */
export function atRest(): void {
  (document.activeElement as HTMLElement | null)?.blur();
}

const DEALER = 'dealer@example.com';
const STORY_TOAST_MS = 10 * 60_000;

// Plays wait for lazy screens and the demo API on a busy machine too.
configure({ asyncUtilTimeout: 10_000 });
// Nothing of one story's answers may serve the next: no request is shared across stories.
const NO_DEDUPE = { dedupingInterval: 0 };

// API calls under way, counted from the moment the app makes them (the service worker answers
// a little later), so a story knows when its screen has all its data.
let calls = 0;
let current: HttpHandler[] = [];
const appFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const request = new Request(input, init);
  if (isHeld(current, request.method, request.url)) return appFetch(request);
  calls += 1;
  return appFetch(request).finally(() => (calls -= 1));
};

const frame = () => new Promise((r) => requestAnimationFrame(r));

async function settle() {
  // Settled: no lazy route still loading and no call under way but those held on purpose, three
  // frames in a row. (The maintenance notice replaces the layout, #main included.)
  for (let quiet = 0; quiet < 3;) {
    await frame();
    const main = document.getElementById('main');
    const loading =
      calls > 0 ||
      main?.childElementCount === 0 ||
      document.querySelector('[aria-label="Loading page"]') !== null;
    quiet = loading ? 0 : quiet + 1;
  }
}

/** Tells the visual check (tests/e2e/stories-support.ts) which story is ready, or failed. */
function mark(state: 'ready' | 'failed' | null) {
  const html = document.documentElement;
  if (state === null) delete html.dataset.screen;
  else html.dataset.screen = `${state}:${new URLSearchParams(location.search).get('story')}`;
}

export function screen(path: string, options: ScreenOptions = {}): Story {
  let world: World | null = null;
  const getWorld = () => {
    if (!world) {
      world = createWorld();
      options.arrange?.(world);
    }
    return world;
  };

  function Screen() {
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      const w = getWorld();
      const email = options.as === undefined ? DEALER : options.as;
      // Nothing of the story before leaks in: the session and every cached answer are its own.
      session.clear();
      clearApiCache();
      void mutate(() => true, undefined, { revalidate: false });
      challengeStore.set(null);
      localStorage.clear();
      sessionStorage.clear();
      // Stories switch in-app (tests/e2e/stories-support.ts): each starts at the top.
      window.scrollTo(0, 0);
      if (email) session.setTokens(tokensFor(w, email));
      // A staff account's session says so, as the sign-in answer's role does.
      if (email && findAccount(w.state, email)?.role === 'staff') session.setStaff(email);
      mark(null);
      current = options.api ?? [];
      setReady(true);
    }, []);
    useLayoutEffect(() => {
      if (!ready) return;
      let live = true;
      const user = userEvent.setup();
      void (async () => {
        try {
          await settle();
          if (options.play) await options.play(user, dom);
          await settle();
          if (live) mark('ready');
        } catch (error) {
          // The visual check reads this instead of waiting for a state that will not come.
          if (live) mark('failed');
          throw error;
        }
      })();
      return () => {
        live = false;
      };
    }, [ready]);
    // A message stays up until dismissed: the visual check looks at it at three widths, and a
    // busy machine must not let it expire between them.
    const [toastQueue] = useState(() => createToastQueue({ defaultDuration: STORY_TOAST_MS }));
    const [location] = useState(() => {
      const [p, search = ''] = path.split('?');
      return memoryLocation({ path: p, searchPath: search });
    });
    if (!ready) return null;
    // The advisory as index.html draws it, above the app.
    return (
      <>
        <SiteAdvisory />
        <SWRConfig value={NO_DEDUPE}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <App toastQueue={toastQueue} />
          </Router>
        </SWRConfig>
      </>
    );
  }

  const story = Screen as Story;
  // The world is made when the story opens, so a story file costs nothing until then.
  story.msw = withDemoApi(getWorld, ...(options.api ?? []));
  return story;
}

/** Puts lines into the dealer's cart (or a quote) as the warehouse had them, stock or not. */
export function addLines(
  world: World,
  lines: { sku: string; quantity: number; isAssembled?: boolean; hingeChosen?: boolean }[],
  quoteId?: number,
) {
  putTestLines(world.state, world.catalog.bySku, { email: DEALER, lines, quoteId });
}
