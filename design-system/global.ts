// Self-hosted fonts from npm, latin subset and only the weights the tokens use.
import '@fontsource/eb-garamond/latin-500.css';
import '@fontsource/eb-garamond/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import { globalCss } from './stitches.config';

/**
 * Stand-ins drawn while a web face is still loading: an installed family scaled to the web face's
 * average width (`size-adjust`) with its ascent and descent, so text takes the same room before
 * and after the swap and nothing beside it moves (a phone on a slow network paints before the
 * fonts come). Figures measured against the web faces on headings, header, body text and amounts
 * (the semibold and bold ones lean to amounts, whose digits run wider than letters); Arial
 * and Times New Roman share their metrics with Liberation Sans and Serif (Linux).
 */
const fallbackFaces = [
  ['Source Sans 3 Fallback', 400, 'local("Arial"), local("Liberation Sans")', 92, 102, 40],
  [
    'Source Sans 3 Fallback',
    600,
    'local("Arial Bold"), local("Liberation Sans Bold")',
    90.5,
    102,
    40,
  ],
  [
    'Source Sans 3 Fallback',
    700,
    'local("Arial Bold"), local("Liberation Sans Bold")',
    93,
    102,
    40,
  ],
  [
    'EB Garamond Fallback',
    500,
    'local("Times New Roman"), local("Liberation Serif")',
    101.5,
    101,
    30,
  ],
  [
    'EB Garamond Fallback',
    600,
    'local("Times New Roman Bold"), local("Liberation Serif Bold")',
    94,
    101,
    30,
  ],
  // Text in capitals (the `capitals` util): the same families, scaled for capitals.
  ['Source Sans 3 Caps Fallback', 400, 'local("Arial"), local("Liberation Sans")', 83, 102, 40],
  [
    'Source Sans 3 Caps Fallback',
    600,
    'local("Arial Bold"), local("Liberation Sans Bold")',
    83.7,
    102,
    40,
  ],
  [
    'Source Sans 3 Caps Fallback',
    700,
    'local("Arial Bold"), local("Liberation Sans Bold")',
    85.4,
    102,
    40,
  ],
] as const;

const pct = (n: number) => `${n.toFixed(1)}%`;

// Component animations live here as named keyframes: a keyframes() object interpolated into a
// styled() call is a module side effect that stops tree-shaking of unused components.
export const globalStyles = globalCss({
  '@font-face': fallbackFaces.map(([family, fontWeight, src, size, ascent, descent]) => ({
    // Quoted: Stitches writes the name as given, and unquoted a name with a number is invalid.
    fontFamily: `"${family}"`,
    fontWeight,
    src,
    sizeAdjust: pct(size),
    // The overrides apply to the adjusted size: the web face's own figures, divided by it.
    ascentOverride: pct((ascent / size) * 100),
    descentOverride: pct((descent / size) * 100),
    lineGapOverride: '0%',
  })),
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
