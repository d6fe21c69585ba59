// Self-hosted fonts from npm, latin subset and only the weights the tokens use.
import '@fontsource/eb-garamond/latin-500.css';
import '@fontsource/eb-garamond/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import { globalCss } from './stitches.config';

// Component animations live here as named keyframes: a keyframes() object interpolated into a
// styled() call is a module side effect that stops tree-shaking of unused components.
export const globalStyles = globalCss({
  '@keyframes ds-spin': { to: { transform: 'rotate(360deg)' } },
  '@keyframes ds-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '@keyframes ds-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  '@keyframes ds-pop-in': {
    from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
    to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  },
  '@keyframes ds-appear': {
    from: { opacity: 0, transform: 'scale(0.96)' },
    to: { opacity: 1, transform: 'scale(1)' },
  },
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
  // Phones and tablets keep the sizes the page sets instead of enlarging text on their own.
  html: { textSizeAdjust: '100%', WebkitTextSizeAdjust: '100%' },
  'h1, h2, h3, h4, h5, h6': { margin: 0 },
  'button, input, select, textarea': { font: 'inherit' },
  img: { maxWidth: '100%', display: 'block' },
  a: { color: '$primary' },
  ':focus-visible': { focusRing: 'outset' },
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
