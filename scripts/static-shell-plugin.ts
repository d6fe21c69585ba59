import { createServer, type Plugin } from 'vite';

const ROOT_TAG = '<div id="root"></div>';

/**
 * Writes the app's static shell (src/app/static-shell.tsx: markup and the design system's CSS for
 * it, and the calls to start at once) into the built index.html, so the first paint needs no
 * script. The module is
 * loaded through a short-lived Vite server in SSR mode, so it resolves the app's aliases and TSX
 * exactly as the app build does.
 */
export function staticShell(options: { module: string; alias: Record<string, string> }): Plugin {
  return {
    name: 'static-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(ROOT_TAG)) throw new Error(`static-shell: index.html has no ${ROOT_TAG}`);
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: options.alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const shell = (await server.ssrLoadModule(options.module)) as {
          renderStaticShell: () => { html: string; css: string; preloadFetch: string[] };
        };
        const { html: markup, css, preloadFetch } = shell.renderStaticShell();
        return {
          html: html.replace(ROOT_TAG, `<div id="root">${markup}</div>`),
          tags: [
            ...preloadFetch.map((href) => ({
              tag: 'link',
              attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
              injectTo: 'head' as const,
            })),
            { tag: 'style', attrs: { id: 'static-shell' }, children: css, injectTo: 'head' },
          ],
        };
      } finally {
        await server.close();
      }
    },
  };
}
