import { renderToStaticMarkup } from 'react-dom/server';
import { getCssText, globalStyles } from '@ds';
import { API_BASE_URL } from '@/lib/config';
import { SiteAdvisory } from './layout/TariffBanner';

/**
 * What index.html holds before any script has run, rendered by scripts/static-shell-plugin.ts
 * (never part of the browser bundle):
 * - the first thing every page draws, which needs no data, above the app's root: on a slow phone
 *   connection the page is otherwise blank until the app's scripts have arrived and run. The app
 *   leaves it as it is (see SiteAdvisory);
 * - the maintenance answer, which gates every screen, fetched beside the scripts instead of after
 *   them (src/main.tsx asks for the same URL and gets this response).
 */
export function renderStaticShell(): { html: string; css: string; preloadFetch: string[] } {
  globalStyles();
  const html = renderToStaticMarkup(<SiteAdvisory />);
  return { html, css: getCssText(), preloadFetch: [`${API_BASE_URL}/maintenance`] };
}
