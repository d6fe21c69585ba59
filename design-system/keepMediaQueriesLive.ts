import { config } from './stitches.config';

/** The custom property written on <html> when a breakpoint is crossed; no rule reads it. */
export const MEDIA_EPOCH_PROPERTY = '--ds-media-epoch';

/**
 * Makes the page restyle whenever a breakpoint of the scale is crossed.
 *
 * Stitches adds the rules of each component when it first renders, by CSSOM `insertRule` into
 * the `@media` blocks that group its sheet. Chromium (seen in 156) misses a width change that
 * lands while such inserts are pending: it rebuilds the sheet's rules at the new width, restyles
 * only what the inserted rules select, and every `@phone`/`@tablet` rule already on the page
 * keeps the old width's answer until the page is reloaded. A window resized, or a tablet turned,
 * while a screen is still drawing itself stays in the wrong layout.
 *
 * Writing a new value of an inherited custom property on the root makes the browser restyle the
 * whole document against the rules as they now are, once per crossing (a resize restyles the
 * page anyway). The tests show the fault and this repair (tests/e2e/media-queries-live.spec.ts).
 */
export function keepMediaQueriesLive(win: Window = window): () => void {
  let epoch = 0;
  const restyle = () => {
    epoch += 1;
    win.document.documentElement.style.setProperty(MEDIA_EPOCH_PROPERTY, String(epoch));
  };
  // The width steps of the scale; the motion preferences do not change with the window.
  const lists = Object.values(config.media)
    .filter((query) => query.includes('width'))
    .map((query) => win.matchMedia(query));
  for (const list of lists) list.addEventListener('change', restyle);
  return () => {
    for (const list of lists) list.removeEventListener('change', restyle);
  };
}
