// The app's routes and the module each one loads lazily, read from src/app/routes.tsx: the
// per-route budget (scripts/route-loads.mjs) starts from this list.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES_FILE = 'src/app/routes.tsx';

/** Every `path: '…', page: page(() => import('…'))` of routes.tsx, plus the not-found page. */
function routeModules() {
  const text = readFileSync(ROUTES_FILE, 'utf8');
  const found = [
    ...text.matchAll(/path:\s*'([^']+)',\s*page:\s*page\(\(\)\s*=>\s*import\('([^']+)'\)/g),
  ].map(([, route, spec]) => ({ route, spec }));
  const notFound = text.match(/NotFoundPage\s*=\s*page\(\(\)\s*=>\s*import\('([^']+)'\)/);
  if (notFound) found.push({ route: '(not found)', spec: notFound[1] });
  const lazyCount = text.match(/import\('/g)?.length ?? 0;
  if (found.length === 0 || found.length !== lazyCount) {
    throw new Error(
      `${ROUTES_FILE}: read ${found.length} routes but it has ${lazyCount} lazy imports; ` +
        'update the pattern in scripts/lib/route-modules.mjs',
    );
  }
  return found;
}

function sourceFile(spec) {
  // '@/…' is src/…; a relative path is relative to routes.tsx itself.
  const base = spec.startsWith('.')
    ? path.join(path.dirname(ROUTES_FILE), spec)
    : spec.replace(/^@\//, 'src/');
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
  if (!file) throw new Error(`${ROUTES_FILE}: cannot find the module ${spec}`);
  return file;
}

/** [{ route, src }]: each route with the source file (relative to the project) it loads. */
export function routeSources() {
  return routeModules().map(({ route, spec }) => ({ route, src: sourceFile(spec) }));
}
