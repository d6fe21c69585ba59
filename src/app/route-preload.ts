import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { isDealerSession, session } from '@/api';
import { whenIdle } from '@/lib/when-idle';
import { routes, type AppRoute } from './routes';

/** The route `path` opens, matched as wouter's `<Route>` matches it, if the visitor may open it. */
function openable(path: string): { route: AppRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (!matches) continue;
    if (route.dealerOnly && !isDealerSession(session.get())) return null;
    return { route, params: params as Record<string, string> };
  }
  return null;
}

/**
 * A screen opened directly (a reload, a link from an e-mail): its chunk and, for a dealer, its first
 * data are asked for beside the maintenance answer instead of after it. Failures are the screen's.
 */
export function preloadRoute(path: string): void {
  const match = openable(path);
  match?.route.page.preload().catch(() => undefined);
  void match?.route.data?.(match.params);
}

/**
 * A screen reached through a link would show its Suspense fallback while its chunk loads, so the
 * chunk is asked for as soon as a pointer rests on a link to it or the link takes the focus.
 */
export function preloadOnIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
      openable(link.pathname)
        ?.route.page.preload()
        .catch(() => undefined);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}

/** The cart is a click away on every screen: its chunk is fetched once the browser is idle. */
export function prefetchWhenIdle(): void {
  whenIdle(
    () => {
      for (const route of routes)
        if (route.prefetch)
          openable(route.path)
            ?.route.page.preload()
            .catch(() => undefined);
    },
    5000,
    2000,
  );
}
