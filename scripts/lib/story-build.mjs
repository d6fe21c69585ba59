// The Ladle build (`npm run stories:build`) served statically, and a story settled before it is
// looked at: the stories spec and `ladle/screenshots.mjs` share both.
/* global document */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export const BUILD = path.resolve('.ladle-build');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Serves the build on a free port of 127.0.0.1; unknown paths get index.html (Ladle routes). */
export async function serveBuild() {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(BUILD, urlPath);
    if (!file.startsWith(BUILD) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(BUILD, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, server };
}

/**
 * Waits for the fonts, then lets open dialogs, menus and toasts finish mounting and animating
 * (endless ones such as spinners and skeleton pulses never finish and are left alone).
 */
export async function settleStory(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}
