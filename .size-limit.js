// The budget counts what a first page load really fetches, for every route: the entry script, the
// chunks index.html preloads for it, the route's lazy chunk and the chunks that one imports
// statically (scripts/route-loads.mjs). `npm run size:routes` prints the same figures as a table.
import { routeLoads } from './scripts/route-loads.mjs';

export default routeLoads().map(({ route, files }) => ({
  name: route.startsWith('/') || route.startsWith('(') ? `first load of ${route}` : route,
  path: files,
  gzip: true,
  // The entry is every route's first load, so it keeps room for the screen's own code.
  limit: route.startsWith('entry') ? '120 KiB' : '150 KiB',
}));
