import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Axe over every built Ladle story. `npm test` runs `ladle build` into .ladle-build first.
const BUILD = path.resolve('.ladle-build');
const META = path.join(BUILD, 'meta.json');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

function storyIds(): string[] {
  if (!existsSync(META)) return [];
  const meta = JSON.parse(readFileSync(META, 'utf8')) as { stories: Record<string, unknown> };
  return Object.keys(meta.stories).sort();
}

const ids = storyIds();
let server: Server;
let base = '';

test.describe('stories have no axe violations', () => {
  test.beforeAll(async () => {
    server = createServer((req, res) => {
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = path.join(BUILD, urlPath);
      if (!file.startsWith(BUILD) || !existsSync(file) || statSync(file).isDirectory()) {
        file = path.join(BUILD, 'index.html');
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  test('the stories build exists and lists stories', () => {
    expect(existsSync(META), 'run `npm run stories:build` first').toBe(true);
    expect(ids.length).toBeGreaterThan(20);
  });

  for (const id of ids) {
    test(`axe: ${id}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/?story=${encodeURIComponent(id)}&mode=preview`);
      await page.locator('[data-storyloaded]').waitFor({ state: 'attached' });
      // The story is inside the Provider's <main>; wait for it so axe never checks an empty page.
      await page.locator('main').waitFor({ state: 'attached' });
      // Let open dialogs, menus and toasts finish mounting and animating.
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page })
        // A single component story is not a page: it has no h1 of its own.
        .disableRules(['page-has-heading-one'])
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
