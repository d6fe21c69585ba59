import { createServer, type Plugin, type ViteDevServer } from 'vite';

const ROOT_TAG = '<div id="root"></div>';

type Shell = { html: string; css: string; preloadFetch: string[] };

/**
 * Writes the app's static shell (src/app/static-shell.tsx: the site advisory, its CSS, the call to
 * start at once) into index.html above the app's root, so the first paint needs no script. The
 * module is loaded through Vite's SSR API (the dev server itself, or a short-lived one for a
 * build), so it resolves the app's aliases and TSX exactly as the app does. `fonts` (file names as
 * Fontsource writes them) are preloaded: the first screen's text does not reflow when they come.
 */
export function staticShell(options: {
  module: string;
  alias: Record<string, string>;
  fonts: string[];
}): Plugin {
  let devServer: ViteDevServer | undefined;

  async function render(): Promise<Shell> {
    const server =
      devServer ??
      (await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: options.alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      }));
    try {
      const shell = (await server.ssrLoadModule(options.module)) as {
        renderStaticShell: () => Shell;
      };
      return shell.renderStaticShell();
    } finally {
      if (server !== devServer) await server.close();
    }
  }

  return {
    name: 'static-shell',
    configureServer(server) {
      devServer = server;
    },
    async transformIndexHtml(html, ctx) {
      if (!html.includes(ROOT_TAG)) throw new Error(`static-shell: index.html has no ${ROOT_TAG}`);
      const { html: markup, css, preloadFetch } = await render();
      const files = Object.keys(ctx.bundle ?? {});
      // The dev server serves the fonts from node_modules; a build has them under assets/.
      const fonts = ctx.bundle
        ? options.fonts.map((name) => {
            const file = files.find((f) => f.includes(`/${name}-`) && f.endsWith('.woff2'));
            if (!file) throw new Error(`static-shell: no ${name} font in the build`);
            return file;
          })
        : [];
      return {
        html: html.replace(ROOT_TAG, `${markup}${ROOT_TAG}`),
        tags: [
          ...preloadFetch.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          })),
          ...fonts.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            },
            injectTo: 'head' as const,
          })),
          { tag: 'style', attrs: { id: 'static-shell' }, children: css, injectTo: 'head' },
        ],
      };
    },
  };
}
