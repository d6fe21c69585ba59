import { session } from '@/api';
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
 * on its way. Settles (never fails) once the chunk is in or could not be loaded; a failure is left
 * to the screen, which asks again when it renders.
 */
export function preloadRoute(path: string): Promise<void> {
  const match = matchAppRoute(path);
  if (!match) return Promise.resolve();
  if (match.route.dealerOnly && !session.get().isAuthenticated) return Promise.resolve();
  const chunk = match.route.page.preload().then(
    () => undefined,
    () => undefined,
  );
  match.route.data?.(match.params);
  return chunk;
}
