import { renderToStaticMarkup } from 'react-dom/server';
import { getCssText, globalStyles } from '@ds';
import { API_BASE_URL } from '@/lib/config';
import { SiteAdvisory } from './layout/TariffBanner';

/**
 * What index.html holds before any script has run, rendered by scripts/static-shell-plugin.ts
 * (never part of the browser bundle): the site advisory every page draws first, which needs no
 * data, with its CSS (Stitches' `getCssText`, its server-rendering API), so a slow phone shows it
 * before the scripts arrive; and the maintenance answer, which gates every screen, fetched beside
 * the scripts (src/main.tsx asks for the same URL and gets this response).
 */
export function renderStaticShell() {
  globalStyles();
  const html = renderToStaticMarkup(<SiteAdvisory />);
  return { html, css: getCssText(), preloadFetch: [`${API_BASE_URL}/maintenance`] };
}
