import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { staticShell } from './scripts/static-shell-plugin.ts';

const apiPort = process.env.API_PORT ?? '4010';
const FEATURE_UI =
  /\/src\/(features\/[^/]+\/(components|hooks|schemas)|features\/(cart|quotes)\/api|components|lib\/cart-model)\//;
const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Prism ignores the path part of `servers`, so the /api prefix is stripped here.
const apiProxy = {
  '/api': {
    target: `http://127.0.0.1:${apiPort}`,
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/api/, ''),
  },
};

const alias = { '@ds': root('./design-system'), '@': root('./src') };

export default defineConfig({
  plugins: [
    react(),
    staticShell({
      module: '/src/app/static-shell.tsx',
      alias,
      // The faces every first screen's text is drawn in.
      fonts: [
        'source-sans-3-latin-400-normal',
        'source-sans-3-latin-600-normal',
        'eb-garamond-latin-500-normal',
      ],
    }),
  ],
  resolve: { alias },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the per-route budget (scripts/route-loads.mjs).
    manifest: true,
    rolldownOptions: {
      // Everything the entry imports statically in one chunk: a page's first load is one
      // request and compresses as one file instead of some 25 small ones (Rolldown's '$initial').
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'], includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // Design-system modules have no side effects (only global.ts does), so a part that no
        // eager code uses is not dragged into the entry's chunks through the '@ds' barrel. The
        // same holds for features' components, hooks and schemas: a feature index that eager code
        // imports for its API does not bring the feature's screens (and their form libraries).
        // Shared screen pieces (src/components), the cart model and the cart and quote APIs are
        // pure too: code only lazy routes use stays out of the entry through their barrels.
        moduleSideEffects: (id: string) =>
          !(id.includes('/design-system/') || FEATURE_UI.test(id)) || id.endsWith('/global.ts'),
      },
    },
  },
});
