import type { Rolldown } from 'vite';

/**
 * `start` and every chunk it imports statically, transitively, added to `seen` (returned): what
 * loading `start` fetches.
 */
export function chunkClosure(
  start: string,
  importsOf: (file: string) => readonly string[] | undefined,
  seen = new Set<string>(),
): Set<string> {
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of importsOf(file) ?? []) visit(dep);
  };
  visit(start);
  return seen;
}

/** A built bundle's chunks by file name, and the files of its first load (the entries' closure). */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out);
  const importsOf = (file: string) => chunks.get(file)?.imports;
  const firstLoad = new Set<string>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) chunkClosure(chunk.fileName, importsOf, firstLoad);
  }
  return { chunks, importsOf, firstLoad };
}
