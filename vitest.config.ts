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
      ],
      setupFiles: ['./tests/setup-vitest.ts'],
      restoreMocks: true,
    },
  }),
);
