#!/usr/bin/env node
// Screenshots of every built story at 1440x900, for design review:
//   npm run stories:build && node ladle/screenshots.mjs [outDir] [storyFilter]
/* global process, console, document */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { BUILD, serveBuild, settleStory } from '../scripts/lib/story-build.mjs';

const OUT = path.resolve(process.argv[2] ?? 'screenshots-local/stories');
const FILTER = process.argv[3] ?? '';

const { base, server } = await serveBuild();
const meta = JSON.parse(readFileSync(path.join(BUILD, 'meta.json'), 'utf8'));
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
for (const id of Object.keys(meta.stories).filter((s) => s.includes(FILTER))) {
  await page.goto(`${base}/?story=${id}&mode=preview`);
  await page.waitForSelector('[data-storyloaded]', { state: 'attached', timeout: 10_000 });
  await page.waitForSelector('main', { state: 'attached', timeout: 10_000 });
  await settleStory(page);
  // Pictures decoded too, as a reviewer sees the story.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: path.join(OUT, `${id}.png`), animations: 'disabled' });
  console.log(`${id}.png`);
}
await browser.close();
server.close();
