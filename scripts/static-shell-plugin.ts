import { createServer, type Plugin, type ViteDevServer } from 'vite';

const ROOT_TAG = '<div id="root"></div>';

/** Where a route document draws its page frame (scripts/route-documents-plugin.ts). */
export const PAGE_FRAME_MARK = '<!--page-frame-->';

type Shell = {
  html: string;
  css: string;
  preloadFetch: string[];
  frames: Record<string, string>;
};

/**
 * Writes the app's static shell (src/app/static-shell.tsx: markup and the design system's CSS for
 * it, and the calls to start at once) into index.html, above the app's root, so the first paint
 * needs no script. The dev server serves the same page, so what a developer sees is what a dealer
 * gets. The module is loaded through Vite in SSR mode (the dev server itself, or a short-lived one
 * for a build), so it resolves the app's aliases and TSX exactly as the app does.
 */
export function staticShell(options: {
  module: string;
  alias: Record<string, string>;
}): Plugin & { api: { frames: () => Record<string, string> } } {
  let devServer: ViteDevServer | undefined;
  let frames: Record<string, string> | undefined;

  async function render(): Promise<Shell> {
    if (devServer) return load(devServer);
    const server = await createServer({
      configFile: false,
      logLevel: 'error',
      appType: 'custom',
      resolve: { alias: options.alias },
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      return await load(server);
    } finally {
      await server.close();
    }
  }

  async function load(server: ViteDevServer): Promise<Shell> {
    const shell = (await server.ssrLoadModule(options.module)) as {
      renderStaticShell: (o: { frames: boolean }) => Promise<Shell>;
    };
    // Page frames are drawn by the route documents a build writes; the dev server has none.
    return shell.renderStaticShell({ frames: !devServer });
  }

  return {
    name: 'static-shell',
    api: {
      frames: () => {
        if (!frames) throw new Error('static-shell: no page frames before index.html is built');
        return frames;
      },
    },
    configureServer(server) {
      devServer = server;
    },
    async transformIndexHtml(html) {
      if (!html.includes(ROOT_TAG)) throw new Error(`static-shell: index.html has no ${ROOT_TAG}`);
      const shell = await render();
      const { html: markup, css, preloadFetch } = shell;
      frames = shell.frames;
      return {
        html: html.replace(ROOT_TAG, `${markup}${PAGE_FRAME_MARK}${ROOT_TAG}`),
        tags: [
          ...preloadFetch.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          })),
          { tag: 'style', attrs: { id: 'static-shell' }, children: css, injectTo: 'head' },
        ],
      };
    },
  };
}

/**
 * What the first paint needs goes first:
 * - the app's scripts (the entry and the chunks it imports) are marked low priority: the first
 *   paint is the static shell and needs none of them, so the stylesheet and the fonts go first
 *   instead of queueing behind some 25 script requests on a phone's few connections;
 * - the fonts every first screen draws its text in (`fonts`: file names as Fontsource writes
 *   them) are preloaded, so they are in before the app draws its first screen, and the text does
 *   not reflow under the dealer's eyes when they arrive (it moved the sign-in page by 0.05 CLS);
 * - the entry's stylesheet (the fonts' @font-face rules, under 1 KB) is written into the document
 *   instead of linked: a linked stylesheet holds the first paint until it has arrived, a round
 *   trip or more on a phone, and it kept the first paint of the dealer pages behind the entry's
 *   script (docs/performance.md, "The first paint before any script").
 */
export function firstPaintFirst(options: { fonts: string[] }): Plugin {
  return {
    name: 'first-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        const fonts = options.fonts.map((name) => {
          const file = files.find((f) => f.includes(`/${name}-`) && f.endsWith('.woff2'));
          if (!file) throw new Error(`first-paint-first: no ${name} font in the build`);
          return file;
        });
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (_link, file: string) => {
            const asset = ctx.bundle?.[file];
            if (!asset || asset.type !== 'asset')
              throw new Error(`first-paint-first: no stylesheet ${file} in the build`);
            // The disabled link is fetched and applied by no browser; it is there for Vite's
            // preload helper, which adds a stylesheet's <link> when a lazy chunk that lists it
            // loads and it finds none: the same @font-face rules again, every font fetched twice.
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
        return {
          html: inlined
            .replace(
              /<script type="module"(?![^>]*fetchpriority)/g,
              '<script type="module" fetchpriority="low"',
            )
            .replace(
              /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
              '<link rel="modulepreload" fetchpriority="low"',
            ),
          tags: fonts.map((file) => ({
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
        };
      },
    },
  };
}
