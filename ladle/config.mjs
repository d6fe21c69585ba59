export default {
  stories: ['design-system/**/*.stories.{ts,tsx}', 'src/app/**/*.stories.{ts,tsx}'],
  viteConfig: 'ladle/vite.config.ts',
  addons: {
    a11y: { enabled: true },
    // The breakpoint scale's typical windows: a story sets one with `Story.meta = { width: 'phone' }`.
    width: {
      enabled: true,
      options: { phone: 390, tablet: 768, laptop: 1280, desktop: 1440 },
      defaultState: 1440,
    },
  },
};
