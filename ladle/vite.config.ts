import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Ladle ships its own Vite (6) and React plugin, so this config only carries the aliases.
const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@ds': root('../design-system'),
      '@': root('../src'),
    },
  },
});
