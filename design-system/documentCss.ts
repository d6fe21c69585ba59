import { getCssText } from './stitches.config';

/** Stitches' rule groups, in the order it keeps them in its sheet. */
const GROUPS = 7;
const GROUP_START = /(?=--sxs\{--sxs:\d)/;

/**
 * The design system's CSS as a document carries it (the static shell's `<style>`): what has been
 * rendered so far, with every one of Stitches' rule groups present, empty ones included.
 *
 * The browser's copy of Stitches adopts such a sheet when it starts, and writes to it only for a
 * group it does not find. `getCssText` leaves empty groups out, and that write happened while the
 * first load's code was being evaluated: it scheduled a style recalculation there, and a traced
 * page (Lighthouse) then records a stack for it, for which V8 parses the whole first-load file
 * again (15-80 ms on a phone-speed trace). With every group present, starting writes nothing.
 */
export function documentCss(): string {
  const byGroup = new Map<number, string>();
  for (const part of getCssText().split(GROUP_START)) {
    const group = /^--sxs\{--sxs:(\d)/.exec(part);
    if (group) byGroup.set(Number(group[1]), part);
  }
  let css = '';
  for (let group = 0; group < GROUPS; group++)
    css += byGroup.get(group) ?? `--sxs{--sxs:${group}}@media{}`;
  return css;
}
