export default {
  // Components beside the design system; screens (the app's routes in each state) in ladle/screens.
  stories: '{design-system,ladle/screens}/**/*.stories.{ts,tsx}',
  viteConfig: 'ladle/vite.config.ts',
  addons: {
    a11y: { enabled: true },
    // Screen stories answer the app's API through MSW (mocks/msw); Ladle serves the worker.
    msw: { enabled: true },
    width: { enabled: true, options: { desktop: 1440 }, defaultState: 1440 },
  },
};
