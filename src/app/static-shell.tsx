import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { documentCss, globalStyles } from '@ds';
import { API_BASE_URL } from '@/lib/config';
import { SiteAdvisory } from './layout/TariffBanner';
import { PageFrame } from './Layout';
import { pageFrameGuard } from './page-frame-guard';
import { AppProviders } from './providers';
import { routes } from './routes';

export type StaticShell = {
  html: string;
  css: string;
  preloadFetch: string[];
  /** By route: the page frame its own document draws (see `frames`). */
  frames: Record<string, string>;
};

/**
 * What index.html holds before any script has run, rendered by scripts/static-shell-plugin.ts
 * (never part of the browser bundle):
 * - the first thing every page draws, which needs no data, above the app's root: on a slow phone
 *   connection the page is otherwise blank until the app's scripts have arrived and run. The app
 *   leaves it as it is (see SiteAdvisory);
 * - the maintenance answer, which gates every screen, fetched beside the scripts instead of after
 *   them (src/main.tsx asks for the same URL and gets this response);
 * - with `frames` (a build), for each route marked `frame`: the screen itself, rendered as it
 *   first draws with nothing loaded (its title, placeholders), inside the header's frame. Its
 *   route document (scripts/route-documents-plugin.ts) draws it beside the advisory, so the
 *   page's title is on the glass before the scripts have even arrived; the app replaces it.
 *   A frame is a signed-in dealer's page, and the document does not know who asks, so every
 *   frame comes after a guard that stands it down for anyone else (page-frame-guard.ts).
 */
export async function renderStaticShell({ frames = false } = {}): Promise<StaticShell> {
  globalStyles();
  const html = renderToStaticMarkup(<SiteAdvisory />);
  const drawn: Record<string, string> = {};
  for (const route of frames ? routes.filter((r) => r.frame) : []) {
    await route.page.preload();
    const Screen = route.page;
    drawn[route.path] =
      pageFrameGuard() +
      renderToStaticMarkup(
        <Router ssrPath={route.path}>
          <PageFrame>
            <AppProviders>
              <Screen />
            </AppProviders>
          </PageFrame>
        </Router>,
      );
  }
  return {
    html,
    css: documentCss(),
    preloadFetch: [`${API_BASE_URL}/maintenance`],
    frames: drawn,
  };
}
