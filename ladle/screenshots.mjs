#!/usr/bin/env node
// Screenshots of every built story at 1440x900, for design review:
//   npm run stories:build && node ladle/screenshots.mjs [outDir] [storyFilter]
/* global process, URL, console, document, requestAnimationFrame */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

const ROOT = path.resolve('.ladle-build');
const OUT = path.resolve(process.argv[2] ?? '/work/notes/shots/ds');
const FILTER = process.argv[3] ?? '';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

const server = createServer((req, res) => {
  const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = path.join(ROOT, urlPath);
  if (!file.startsWith(ROOT) || !existsSync(file) || statSync(file).isDirectory()) {
    file = path.join(ROOT, 'index.html');
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { port } = server.address();

const meta = JSON.parse(readFileSync(path.join(ROOT, 'meta.json'), 'utf8'));
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
for (const id of Object.keys(meta.stories).filter((s) => s.includes(FILTER))) {
  await page.goto(`http://127.0.0.1:${port}/?story=${id}&mode=preview`);
  await page.waitForSelector('[data-storyloaded]', { state: 'attached', timeout: 10_000 });
  await page.waitForSelector('main', { state: 'attached', timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  // Settled as the stories spec settles a story: its pictures decoded, then two frames drawn (a
  // late font or resize is on screen), and CSS animations shown at their end state.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.screenshot({ path: path.join(OUT, `${id}.png`), animations: 'disabled' });
  console.log(`${id}.png`);
}
await browser.close();
server.close();
