// Self-hosted fonts from npm, latin subset and only the weights the tokens use.
import '@fontsource/eb-garamond/latin-500.css';
import '@fontsource/eb-garamond/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import { globalCss } from './stitches.config';

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'html, body': { margin: 0, padding: 0 },
  body: {
    fontFamily: '$sans',
    fontSize: '$3',
    lineHeight: '$normal',
    color: '$text',
    backgroundColor: '$background',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  // The storefront is a desktop tool: below 1440px the page scrolls horizontally.
  '#root': { minWidth: '$minWidth' },
  'h1, h2, h3, h4, h5, h6': { margin: 0 },
  'button, input, select, textarea': { font: 'inherit' },
  img: { maxWidth: '100%', display: 'block' },
  a: { color: '$primary' },
  ':focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
