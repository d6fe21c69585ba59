import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkClosure, chunkGraph } from './lib/chunk-closure.ts';
import { routeSources } from './lib/route-modules.mjs';
import { PAGE_FRAME_MARK } from './static-shell-plugin.ts';

/**
 * Writes one document per route without parameters (`/cart` -> `cart.html`): index.html plus a
 * modulepreload of every chunk the route's screen needs beyond the first load, and a preload of
 * the pictures the screen shows first (`pictures`, by route), which otherwise wait for the screen
 * to be drawn. Served for that
 * path (nginx tries `$uri.html`, as Vite's preview server does), the screen's code downloads
 * beside the entry instead of after the entry has arrived and run, one round trip or more later
 * on a phone. Every other path, and any route added later, still gets index.html.
 */
export function routeDocuments(
  hints: {
    pictures?: Record<string, string[]>;
    /** By route: the page frame its document draws before any script (static-shell-plugin). */
    frames?: () => Record<string, string>;
  } = {},
): Plugin {
  let root = process.cwd();
  return {
    name: 'route-documents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const { chunks, importsOf, firstLoad } = chunkGraph(bundle);
      const bySource = new Map<string, string>();
      for (const chunk of chunks.values()) {
        if (chunk.facadeModuleId)
          bySource.set(path.relative(root, chunk.facadeModuleId), chunk.fileName);
      }
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes(PAGE_FRAME_MARK))
        throw new Error(`route-documents: index.html has no ${PAGE_FRAME_MARK}`);
      const frames = hints.frames?.() ?? {};
      const written = new Set<string>();
      for (const { route, src } of routeSources()) {
        if (!route.startsWith('/') || route.includes(':')) continue;
        const screen = bySource.get(src);
        if (!screen)
          throw new Error(`route-documents: no chunk stands for ${src} (route ${route})`);
        const links = [
          ...(hints.pictures?.[route] ?? []).map(
            (href) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`,
          ),
          ...[...chunkClosure(screen, importsOf)]
            .filter((file) => !firstLoad.has(file))
            .map(
              (file) =>
                `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
            ),
        ];
        const html = index
          .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
          .replace(PAGE_FRAME_MARK, frames[route] ?? '');
        writeFileSync(path.join(outDir, `${route.slice(1)}.html`), html);
        written.add(route);
      }
      for (const route of [...Object.keys(hints.pictures ?? {}), ...Object.keys(frames)]) {
        if (!written.has(route)) throw new Error(`route-documents: ${route} has no document`);
      }
    },
  };
}
