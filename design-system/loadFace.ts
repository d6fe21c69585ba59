import { theme } from './stitches.config';

/**
 * Starts loading the sans family's bold face (numbers, totals and the cart link's amount). The
 * document preloads only the faces its first paint uses, because the browser holds that paint
 * for preloaded fonts; bold is first used by the screen the app draws after it. Asked for only
 * then, it arrives a moment after that draw, and the browser restyles and lays out the whole
 * page again for it (a long task on a phone). Asked for at start-up, it is in before the draw.
 * Resolves either way: a face that fails to load leaves the fallback family, as CSS would.
 */
export function loadBoldFace(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  // The web family alone: loading the list would look up the stand-in's installed face too.
  const family = theme.fonts.sans.value.split(',')[0];
  return document.fonts.load(`${theme.fontWeights.bold.value} 1em ${family}`).then(
    () => undefined,
    () => undefined,
  );
}
