import { build, type Plugin } from 'vite';
import { chunkGraph } from './lib/chunk-closure.ts';

/** Set while the first pass runs, so that pass neither recurses nor does work it does not need. */
export const FIRST_PASS_ENV = 'FIRST_LOAD_FIRST_PASS';

/**
 * Puts everything a page's first load runs into one chunk beside the entry.
 *
 * Rolldown leaves some 24 small "common" chunks of modules the entry already loads (helpers the
 * lazy screens share with it: the API client, the cart model, a few design-system parts), and on
 * a phone's HTTP/1.1 connections each is a request and a round trip more before the first screen
 * can run. Which modules the entry really runs is only known after tree-shaking (a feature's
 * index re-exports screens the entry never uses), so a first build, not written, finds them: the
 * modules of the entry chunk and of every chunk it imports. The real build then groups exactly
 * those; nothing that only a lazy screen uses moves into the first load.
 */
export function firstLoadChunk(): Plugin {
  return {
    name: 'first-load-chunk',
    apply: 'build',
    async config(config) {
      if (process.env[FIRST_PASS_ENV]) return;
      const firstLoad = new Set<string>();
      process.env[FIRST_PASS_ENV] = '1';
      try {
        await build({
          root: config.root,
          logLevel: 'silent',
          build: { write: false, outDir: config.build?.outDir },
          plugins: [
            {
              name: 'first-load-modules',
              generateBundle(_options, bundle) {
                const { chunks, firstLoad: files } = chunkGraph(bundle);
                for (const file of files)
                  for (const id of chunks.get(file)?.moduleIds ?? []) firstLoad.add(id);
              },
            },
          ],
        });
      } finally {
        delete process.env[FIRST_PASS_ENV];
      }
      if (firstLoad.size === 0) throw new Error('first-load-chunk: the first pass found no entry');
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'first-load',
                    test: (id: string) => firstLoad.has(id),
                    // Only those modules: a module's imports that tree-shaking dropped stay out.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
