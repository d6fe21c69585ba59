import type { Plugin } from 'vite';

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
      const imports = new Map<string, readonly string[]>();
      const entries: string[] = [];
      const base = new Set<string>();
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        imports.set(out.fileName, out.imports);
        if (out.isEntry) entries.push(out.fileName);
      }
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of imports.get(file) ?? []) closure(dep, seen);
        return seen;
      };
      for (const entry of entries) closure(entry, base);
      loaded = new Map([...imports.keys()].map((f) => [f, closure(f, new Set(base))]));
    },
  };
  const resolveDependencies: ResolveDependencies = (_file, deps, { hostId, hostType }) => {
    const known = hostType === 'js' ? loaded.get(hostId) : undefined;
    return known ? deps.filter((d) => !known.has(d)) : deps;
  };
  return { plugin, resolveDependencies };
}
