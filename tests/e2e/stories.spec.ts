import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { STORY_TIME, groups, isScreen, openStory, serveBuild, storyIds } from './stories-support';
import { axeViolations } from './support';

/*
 * Every Ladle story, screens and components, from one build (`npm run stories:build`):
 * - axe reports nothing (at the first width);
 * - it looks like its committed baseline (tests/e2e/stories.spec.ts-snapshots), at each width
 *   of WIDTHS, and a screen also at SCREEN_WIDTHS. `npm run stories:update` rewrites the baselines after an intended change.
 */
const WIDTHS = [1440];
const HEIGHT = 900;
/** Screens are also compared at a tablet's and a phone's width, in the same visit (no reload). */
const SCREEN_WIDTHS = [768, 390];
const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 } as const;
// Groups run in parallel across the workers, one page each. They keep the stories' sorted order:
// a component story switches in-app from the one before it, and its baseline was taken so.
const GROUPS = 4;

/**
 * The story looks like its baseline. A screenshot byte-identical to the baseline passes at once:
 * the same PNG bytes are the same pixels, so the tolerant comparison (decoding both PNGs and a
 * pixel diff, most of a comparison's cost) could only agree. Any other screenshot, and every
 * run that rewrites baselines, goes through toHaveScreenshot as before.
 */
async function looksAsBefore(page: Page, width: number, id: string) {
  const name = [String(width), `${id}.png`];
  const mode = test.info().config.updateSnapshots;
  // The project's one snapshotPathTemplate names screenshots and snapshots alike.
  const baseline = test.info().snapshotPath(...name);
  if (mode !== 'all' && mode !== 'changed' && existsSync(baseline)) {
    // Two frames first, as toHaveScreenshot waits: a resize or a late font has been drawn.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect.soft(page, `looks as before: ${id} at ${width}`).toHaveScreenshot(name, SHOT);
}

// STORIES=screens--cart narrows a run to the stories whose id contains it.
const ids = storyIds().filter((id) => id.includes(process.env.STORIES ?? ''));
let server: Server;
let base = '';

test.beforeAll(async () => {
  ({ server, base } = await serveBuild());
});
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('the stories build exists and lists screens and components', () => {
  const all = storyIds();
  expect(all.length, 'run `npm run stories:build` first').toBeGreaterThan(20);
  expect(all.filter(isScreen).length).toBeGreaterThan(20);
});

for (const width of WIDTHS) {
  for (const [index, group] of groups(ids, GROUPS).entries()) {
    test(`stories at ${width}: group ${index + 1} of ${GROUPS} (${group.length} stories)`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 10_000);
      await page.setViewportSize({ width, height: HEIGHT });
      await page.clock.setFixedTime(STORY_TIME);
      let errors: string[] = [];
      page.on('pageerror', (e) => {
        // MSW's worker re-checking its own registration between full loads of the same origin;
        // it changes nothing on the page (the worker already answers), so it is not the story's.
        if (!/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(e.message))
          errors.push(e.message);
      });
      for (const id of group) {
        const reached = await openStory(page, base, id);
        expect.soft(reached, `${id} reaches its state: ${errors.join('; ')}`).toBe(true);
        if (!reached) {
          errors = [];
          continue;
        }
        if (width === WIDTHS[0]) {
          // A single component story is not a page: it has no h1 of its own.
          const summary = await axeViolations(page, {
            disableRules: isScreen(id) ? [] : ['page-has-heading-one'],
          });
          expect.soft(summary, `axe: ${id}`).toEqual([]);
        }
        await looksAsBefore(page, width, id);
        if (width === WIDTHS[0] && isScreen(id)) {
          for (const narrow of SCREEN_WIDTHS) {
            await page.setViewportSize({ width: narrow, height: HEIGHT });
            // Under 1024 px the header's menu button loads when that width is first met.
            if (await page.locator('nav[aria-label="Main"]').count())
              await page.locator('button[aria-label="Menu"]').waitFor({ state: 'attached' });
            await looksAsBefore(page, narrow, id);
          }
          await page.setViewportSize({ width, height: HEIGHT });
        }
        expect.soft(errors, `page errors: ${id}`).toEqual([]);
        errors = [];
      }
    });
  }
}
