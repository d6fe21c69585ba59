// What the first load of each route fetches in the production build: the entry script, the chunks
// index.html preloads for it, the route's lazy chunk and every chunk that one imports statically
// (Vite preloads those together with it). Used by .size-limit.js and scripts/size-routes.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeSources } from './lib/route-modules.mjs';

const OUT_DIR = 'dist';
// Vite's build manifest (`build.manifest` in vite.config.ts); nginx never serves dotfiles.
const CHUNK_GRAPH_FILE = `${OUT_DIR}/.vite/manifest.json`;

/** The manifest as chunks by file name, each with its source and the files it imports. */
function readGraph() {
  if (!existsSync(CHUNK_GRAPH_FILE)) {
    throw new Error(`${CHUNK_GRAPH_FILE} is missing: run \`vite build\` first`);
  }
  const manifest = JSON.parse(readFileSync(CHUNK_GRAPH_FILE, 'utf8'));
  const chunks = {};
  for (const [key, c] of Object.entries(manifest)) {
    if (!c.file.endsWith('.js')) continue;
    const imports = (c.imports ?? []).map((k) => manifest[k].file);
    chunks[c.file] = {
      src: c.src ?? (key.startsWith('_') ? null : key),
      isEntry: Boolean(c.isEntry),
      imports,
    };
  }
  return { outDir: OUT_DIR, chunks };
}

/** The chunk and everything it imports statically, transitively, in load order. */
function closure(chunks, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks[file];
    if (!chunk) throw new Error(`${CHUNK_GRAPH_FILE} names ${file} but has no entry for it`);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The scripts index.html loads up front; the graph must agree, or it is from another build. */
function htmlScripts(outDir) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]);
}

/** [{ route, files }] with files as paths under the build directory; the first row is the entry. */
export function routeLoads() {
  const { outDir, chunks } = readGraph();
  const entries = Object.keys(chunks).filter((f) => chunks[f].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const entry = closure(chunks, entries[0]);
  const fromHtml = htmlScripts(outDir);
  if ([...fromHtml].sort().join() !== [...entry].sort().join()) {
    throw new Error(`${CHUNK_GRAPH_FILE} does not match ${outDir}/index.html: run \`vite build\``);
  }
  const bySource = new Map(
    Object.entries(chunks)
      .filter(([, c]) => c.src)
      .map(([file, c]) => [c.src, file]),
  );
  const toPaths = (files) => files.map((f) => path.join(outDir, f));
  const rows = [{ route: 'entry (index.html)', files: toPaths(entry) }];
  for (const { route, src } of routeSources()) {
    const chunk = bySource.get(src);
    if (!chunk) throw new Error(`no chunk of the build stands for ${src} (route ${route})`);
    const files = new Set([...entry, ...closure(chunks, chunk)]);
    rows.push({ route, files: toPaths([...files]) });
  }
  for (const row of rows) {
    const missing = row.files.find((f) => !existsSync(f));
    if (missing) throw new Error(`${missing} is missing: run \`vite build\``);
  }
  return rows;
}
