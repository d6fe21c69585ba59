import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Read by scripts/route-loads.mjs (same path there); kept out of dist so it is never served.
const CHUNK_GRAPH_FILE = '.cache/chunk-graph.json';

type ChunkInfo = { src: string | null; isEntry: boolean; imports: string[] };

/**
 * Records, for each emitted chunk, the module it stands for and the chunks it imports statically,
 * so the per-route budget can add up what a route's first load fetches. Vite's own manifest
 * would say the same but lives inside dist, which is served as is.
 */
export function chunkGraph(): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const chunks: Record<string, ChunkInfo> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[out.fileName] = {
          src: out.facadeModuleId ? path.relative(root, out.facadeModuleId) : null,
          isEntry: out.isEntry,
          imports: [...out.imports],
        };
      }
      const file = path.join(root, CHUNK_GRAPH_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      const outDir = path.relative(root, options.dir ?? path.join(root, 'dist'));
      writeFileSync(file, `${JSON.stringify({ outDir, chunks }, null, 2)}\n`);
    },
  };
}
