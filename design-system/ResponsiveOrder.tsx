import { createElement, useEffect, useState, type ComponentType } from 'react';
import { RESPONSIVE_VARIANTS } from './Layout';

/** The max-width steps of the scale, widest first: a narrower step's rules must come later. */
const STEPS = ['@laptop', '@narrow', '@tablet', '@phone'] as const;

/**
 * Writes the layout primitives' responsive rules in the scale's order, once, before any screen.
 *
 * Stitches adds a responsive variant's rule the first time a page uses it, and the steps
 * overlap (a phone is also below the tablet step), so whichever was added last wins where
 * both apply. A screen that first used `columns={{ '@phone': '1' }}` left the phone rule
 * before a later screen's `'@tablet': '2'`, and that screen showed two columns on a phone.
 * Rendering every value at every step here, widest first, fixes the order for the whole visit.
 */
export function ResponsiveOrder() {
  const [done, setDone] = useState(false);
  // Once drawn the rules stay in the sheet; the empty boxes leave the page a frame later.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDone(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (done) return null;
  const boxes = STEPS.flatMap((step) =>
    RESPONSIVE_VARIANTS.flatMap(([component, variants]) =>
      Object.entries(variants).flatMap(([variant, values]) =>
        Object.keys(values).map((value) =>
          createElement(component as ComponentType<Record<string, unknown>>, {
            key: `${step}${variant}${value}${component.toString()}`,
            [variant]: { [step]: value },
          }),
        ),
      ),
    ),
  );
  return createElement('div', { hidden: true }, boxes);
}
