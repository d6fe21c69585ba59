// The budget counts what the first page really loads: the entry script plus every chunk
// index.html preloads for it (Vite splits shared code into such chunks), not the entry file alone.
import { existsSync, readFileSync } from 'node:fs';

const html = existsSync('dist/index.html') ? readFileSync('dist/index.html', 'utf8') : '';
const initial = [
  ...html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
  ),
].map((m) => `dist/${m[1]}`);

export default [
  {
    name: 'initial JS of the entry route (entry + preloaded chunks)',
    path: initial.length ? initial : ['dist/index.html'],
    gzip: true,
    limit: '150 KiB',
  },
];
