import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import layers from './scripts/eslint-layers.js';
import sizes from './scripts/eslint-sizes.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      '.ladle-build',
      'node_modules',
      '.cache',
      'public',
      'test-results',
      'playwright-report',
      'src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'layers/import-direction': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'design-system/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // src/lib/zod.ts switches zod's code generation off before any schema exists (CSP without
    // 'unsafe-eval'); a schema built from another import of zod could miss that.
    files: ['src/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod($|/)', message: "Import z from '@/lib/zod' (zod/mini, no JIT)." },
            { regex: '^swr/_internal', message: "Use SWR's public API ('swr')." },
            {
              regex: '^@/lib/cart-model/',
              message: "Import the cart model from '@/lib/cart-model' (one path per symbol).",
            },
          ],
        },
      ],
    },
  },
  {
    // Screens size things from the design-system scale or a named constant beside the screen.
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}'],
    plugins: { sizes },
    rules: { 'sizes/scale-or-named': 'error' },
  },
  {
    // One import path per symbol: a feature's index exports the feature's own code, never a
    // re-export of src/lib, src/api, shared components or the design system.
    files: ['src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration[source.value=/^@/], ExportAllDeclaration[source.value=/^@/]',
          message:
            'A feature index re-exports only its own files; import shared code from its own path.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
