import type { Plugin } from 'vite';
import { chunkClosure, chunkGraph } from './lib/chunk-closure.ts';

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Keeps out of a lazy import's preload list the chunks that are certainly loaded already when it
 * runs: those the importing chunk imports statically and those of the entry. Vite writes that
 * list into the importing chunk (`__vite__mapDeps`), so a lazy part of a route (a dialog, a form)
 * would otherwise carry the names of some forty chunks it never fetches, counted in the route's
 * first load. What is left is still preloaded in parallel, as before.
 */
export function knownDeps(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let loaded = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'known-deps',
    apply: 'build',
    // Runs before Vite's import analysis asks resolveDependencies, with every chunk in the bundle.
    generateBundle(_options, bundle) {
      const { chunks, importsOf, firstLoad } = chunkGraph(bundle);
      loaded = new Map(
        [...chunks.keys()].map((f) => [f, chunkClosure(f, importsOf, new Set(firstLoad))]),
      );
    },
  };
  const resolveDependencies: ResolveDependencies = (_file, deps, { hostId, hostType }) => {
    const known = hostType === 'js' ? loaded.get(hostId) : undefined;
    return known ? deps.filter((d) => !known.has(d)) : deps;
  };
  return { plugin, resolveDependencies };
}
