export default {
  stories: 'design-system/**/*.stories.{ts,tsx}',
  viteConfig: 'ladle/vite.config.ts',
  addons: {
    a11y: { enabled: true },
    width: { enabled: true, options: { desktop: 1440 }, defaultState: 1440 },
  },
};
