import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Ladle ships its own Vite (6) and React plugin, so this config only carries the aliases and the
// public folder: the app's images and downloads (symlinked) plus MSW's worker, which Ladle copies in.
const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  publicDir: root('./public'),
  resolve: {
    alias: {
      '@ds': root('../design-system'),
      '@': root('../src'),
    },
  },
});
