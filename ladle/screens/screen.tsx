import { useLayoutEffect, useState } from 'react';
import type { Story } from '@ladle/react';
import { screen as dom } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { mutate } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { clearApiCache, session } from '@/api';
import { App } from '@/app/App';
import { putTestLines } from '../../mocks/data/test-lines';
import { createWorld, tokensFor, withDemoApi, whenIdle, type World } from '../../mocks/msw';

export { fail, hold, reply } from '../../mocks/msw';
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
 * When the screen has settled (and `play` is done) <html> gets data-screen-ready, which the
 * visual check waits for.
 */
export interface ScreenOptions {
  as?: string | null;
  arrange?: (world: World) => void;
  api?: HttpHandler[];
  play?: (user: UserEvent, screen: typeof dom) => Promise<unknown>;
}

export const DEALER = 'dealer@example.com';

async function settle() {
  // The app asks for data in effects after each render; settled means no request under way and
  // no lazy screen still loading, twice in a row one frame apart.
  for (let quiet = 0; quiet < 2;) {
    await whenIdle();
    await new Promise((r) => requestAnimationFrame(r));
    const loadingPage = document.querySelector('[aria-label="Loading page"]');
    quiet = loadingPage ? 0 : quiet + 1;
  }
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
      if (email) session.setTokens(tokensFor(w, email));
      delete document.documentElement.dataset.screenReady;
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
          if (live) document.documentElement.dataset.screenReady = 'true';
        } catch (error) {
          // The visual check reads this instead of waiting for a state that will not come.
          if (live) document.documentElement.dataset.screenReady = 'failed';
          throw error;
        }
      })();
      return () => {
        live = false;
      };
    }, [ready]);
    const [location] = useState(() => {
      const [p, search = ''] = path.split('?');
      return memoryLocation({ path: p, searchPath: search });
    });
    if (!ready) return null;
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
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
  lines: { sku: string; quantity: number; isAssembled?: boolean }[],
  quoteId?: number,
) {
  putTestLines(world.state, world.catalog.bySku, { email: DEALER, lines, quoteId });
}
