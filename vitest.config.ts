import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: [
        'src/**/*.test.{ts,tsx}',
        'design-system/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/fuzz/**/*.test.ts',
      ],
      setupFiles: ['./tests/setup-vitest.ts'],
      // One module realm per worker instead of a fresh one per file: happy-dom, React and the app
      // modules load once (57 s -> 15 s for the suite). Files that change globals put them back
      // (zod-no-eval restores Function and eval; data-layer empties the SWR cache first).
      isolate: false,
      restoreMocks: true,
      // Render tests share two cores with the rest of npm test; the default 5 s is too tight there.
      testTimeout: 15_000,
    },
  }),
);
