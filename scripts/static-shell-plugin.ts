import { createServer, type HtmlTagDescriptor, type Plugin, type ViteDevServer } from 'vite';

const ROOT_TAG = '<div id="root"></div>';

type Shell = { html: string; css: string; preloadFetch: string[] };

/**
 * Writes the app's static shell (src/app/static-shell.tsx) into index.html above the app's root,
 * so the first paint needs no script, and preloads `fonts` (Fontsource file names) in a build.
 * The module is loaded through Vite's SSR API (the dev server, or a short-lived one for a build),
 * so it resolves the app's aliases and TSX exactly as the app does.
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
      const shell = await server.ssrLoadModule(options.module);
      return (shell.renderStaticShell as () => Shell)();
    } finally {
      if (server !== devServer) await server.close();
    }
  }

  const preload = (href: string, as: string, type?: string): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel: 'preload', href, as, ...(type ? { type } : {}), crossorigin: 'anonymous' },
    injectTo: 'head',
  });

  return {
    name: 'static-shell',
    configureServer(server) {
      devServer = server;
    },
    async transformIndexHtml(html, ctx) {
      if (!html.includes(ROOT_TAG)) throw new Error(`static-shell: index.html has no ${ROOT_TAG}`);
      const { html: markup, css, preloadFetch } = await render();
      const files = Object.keys(ctx.bundle ?? {});
      // The dev server serves the fonts from node_modules; only a build has them under assets/.
      const fonts = ctx.bundle
        ? options.fonts.map((name) => {
            const file = files.find((f) => f.includes(`/${name}-`) && f.endsWith('.woff2'));
            if (!file) throw new Error(`static-shell: no ${name} font in the build`);
            return preload(`/${file}`, 'font', 'font/woff2');
          })
        : [];
      return {
        html: html.replace(ROOT_TAG, `${markup}${ROOT_TAG}`),
        tags: [
          ...preloadFetch.map((href) => preload(href, 'fetch')),
          ...fonts,
          { tag: 'style', attrs: { id: 'static-shell' }, children: css, injectTo: 'head' },
        ],
      };
    },
  };
}
