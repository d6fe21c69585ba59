export default {
  // Components beside the design system and the app shell; screens (the app's routes in each
  // state) in ladle/screens.
  stories: '{design-system,src/app,ladle/screens}/**/*.stories.{ts,tsx}',
  viteConfig: 'ladle/vite.config.ts',
  addons: {
    a11y: { enabled: true },
    // Screen stories answer the app's API through MSW (mocks/msw); Ladle serves the worker.
    msw: { enabled: true },
    // The breakpoint scale's typical windows: a story sets one with `Story.meta = { width: 'phone' }`.
    width: {
      enabled: true,
      options: { phone: 390, tablet: 768, laptop: 1280, desktop: 1440 },
      defaultState: 1440,
    },
  },
};
