import { isDealerSession, session } from '@/api';
import { whenIdle } from '@/lib/when-idle';
import { routes, type AppRoute } from './routes';

/** The route `path` opens and its parameters; patterns are literal segments and `:name`. */
export function matchAppRoute(
  path: string,
): { route: AppRoute; params: Record<string, string> } | null {
  const parts = path.split('/').filter(Boolean);
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((p, i) => {
      const part = parts[i]!;
      if (!p.startsWith(':')) return p === part;
      try {
        params[p.slice(1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * Opening a screen directly (a reload, a link from an e-mail) would otherwise wait for the
 * maintenance answer, then the screen's chunk, then its data, one after the other. This asks for
 * the chunk and, for a signed-in dealer, the screen's first data while the maintenance answer is
 * on its way. Settles (never fails) once the chunk and that data are in or could not be loaded; a
 * failure is left to the screen, which shows the failed request's error or asks again.
 */
export function preloadRoute(path: string): Promise<void> {
  const match = matchAppRoute(path);
  if (!match) return Promise.resolve();
  if (match.route.dealerOnly && !isDealerSession(session.get())) return Promise.resolve();
  const settled = () => undefined;
  return Promise.all([
    match.route.page.preload().then(settled, settled),
    match.route.data?.(match.params).then(settled, settled),
  ]).then(settled);
}

/** The chunk of the screen `path` opens, if the visitor may open it; a failure is left to the screen. */
function preloadChunk(path: string): void {
  const match = matchAppRoute(path);
  if (!match || (match.route.dealerOnly && !isDealerSession(session.get()))) return;
  match.route.page.preload().catch(() => undefined);
}

/**
 * A screen reached through a link would show its Suspense fallback while its chunk loads, and
 * React then holds the screen back for 300 ms after that fallback appeared. So the chunk is asked
 * for as soon as a pointer rests on a link to that screen or the link takes the focus.
 */
export function preloadOnIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
      preloadChunk(link.pathname);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}

/**
 * The cart is a click away on every screen (the header's cart link), so its chunk is fetched once
 * the browser is idle, as are the other screens marked `prefetch` in routes.tsx.
 */
export function prefetchWhenIdle(): void {
  whenIdle(
    () => {
      for (const route of routes) if (route.prefetch) preloadChunk(route.path);
    },
    5000,
    2000,
  );
}
