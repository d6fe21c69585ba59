import { lazy, type ComponentType } from 'react';

/** A lazy screen whose chunk can be asked for before React renders it. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Every screen is its own chunk: the entry bundle carries only the shell. Once the chunk is in
 * (preload), the screen renders at once. React.lazy alone would suspend for a moment even then,
 * and a Suspense fallback once shown holds back the screen by up to 300 ms (React batches
 * reveals), which is most of what opening a screen directly costs.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        // A preload that failed (say at start-up) is tried again when the screen renders.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function RoutePage() {
    const Screen = loaded;
    return Screen ? <Screen /> : <Lazy />;
  }
  return Object.assign(RoutePage, { preload });
}
