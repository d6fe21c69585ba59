import { useSyncExternalStore } from 'react';
import { config } from './stitches.config';

type Step = 'laptop' | 'narrow' | 'tablet' | 'phone';

/**
 * True while the window is narrower than a step of the breakpoint scale. Only for choosing what
 * to mount (a compact menu instead of a row of links); how things look per width belongs in
 * responsive props, which need no script.
 */
export function useBelow(step: Step): boolean {
  const query = config.media[step];
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
