import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILD, settleStory } from '../../scripts/lib/story-build.mjs';

export { BUILD, serveBuild } from '../../scripts/lib/story-build.mjs';
const META = path.join(BUILD, 'meta.json');

export function storyIds(): string[] {
  if (!existsSync(META)) return [];
  const meta = JSON.parse(readFileSync(META, 'utf8')) as { stories: Record<string, unknown> };
  return Object.keys(meta.stories).sort();
}

/** Screen stories (ladle/screens) run the whole app; the rest are design-system components. */
export const isScreen = (id: string) => id.startsWith('screens--');

export function groups<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (g) => g.length > 0,
  );
}

/** The time every story sees, so greetings and dates render the same on every run. */
export const STORY_TIME = new Date('2026-11-24T10:00:00Z');

/**
 * Opens a story in preview mode and waits until it is settled. After the first full load every
 * story switches in-app (as the back button does), several times faster than a load (for a
 * screen 0.5 s of its 1 s). A screen story resets what the app keeps in memory itself (session,
 * cache, storage, dialogs, scroll) and is settled when it says so
 * (<html data-screen="ready:<id>">, ladle/screens/screen.tsx).
 */

// False when a screen story's play did not reach its state (its error is a page error).
export async function openStory(page: Page, base: string, id: string): Promise<boolean> {
  const search = `?story=${encodeURIComponent(id)}&mode=preview`;
  const before = page.url().startsWith(base) ? await page.title() : null;
  if (before === null) await page.goto(`${base}/${search}`);
  else {
    await page.evaluate((s) => {
      window.history.pushState(null, '', s);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, search);
    // Ladle retitles the page in the commit that renders a new component story (a screen sets
    // its own title and says when it is ready, below).
    if (!isScreen(id)) await page.waitForFunction((t) => document.title !== t, before);
  }
  // A story whose chunk still loads shows a spinner that removes data-storyloaded until it is done.
  await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
  await page.locator('main').first().waitFor({ state: 'attached' });
  if (isScreen(id)) {
    const html = page.locator(`html[data-screen="ready:${id}"], html[data-screen="failed:${id}"]`);
    await html.waitFor({ state: 'attached' });
    if ((await html.getAttribute('data-screen')) !== `ready:${id}`) return false;
  }
  await settleStory(page);
  return true;
}
