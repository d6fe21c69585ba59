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
// Groups run in parallel across the workers.
const GROUPS = 4;

function groups<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (g) => g.length > 0,
  );
}
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

  // One page per group: the first story loads Ladle, the next ones switch in-app (as the
  // browser's back button does), which is several times faster than a full load per story.
  // Each story still gets its own axe run and its own soft assertion.
  for (const [index, group] of groups(ids, GROUPS).entries()) {
    test(`axe: stories group ${index + 1} of ${GROUPS} (${group.length} stories)`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 10_000);
      let errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      let title = '';
      for (const [n, id] of group.entries()) {
        const search = `?story=${encodeURIComponent(id)}&mode=preview`;
        if (n === 0) await page.goto(`${base}/${search}`);
        else
          await page.evaluate((s) => {
            window.history.pushState(null, '', s);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, search);
        // Ladle retitles the page in the commit that renders the new story; a story whose
        // chunk still loads shows a spinner that removes data-storyloaded until it is done.
        await page.waitForFunction((before) => document.title !== before, title);
        title = await page.title();
        await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
        // The story is inside the Provider's <main>; wait for it so axe never checks an empty page.
        await page.locator('main').waitFor({ state: 'attached' });
        // Let open dialogs, menus and toasts finish mounting and animating.
        // (Endless ones such as spinners and skeleton pulses never finish and are left alone.)
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
        const results = await new AxeBuilder({ page })
          // A single component story is not a page: it has no h1 of its own.
          .disableRules(['page-has-heading-one'])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((t) => t.target.join(' ')).join(', ')}`,
        );
        expect.soft(summary, `axe: ${id}`).toEqual([]);
        expect.soft(errors, `page errors: ${id}`).toEqual([]);
        errors = [];
      }
    });
  }
});
