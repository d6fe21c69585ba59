#!/usr/bin/env node
/* global document, window, requestIdleCallback -- used inside page.evaluate callbacks, which run in the browser */
// Issue 8, item 6: a colour page with 500 product rows must stay responsive — changing a quantity
// paints within 100 ms. Starts the demo stack (preview build) with MOCK_CATALOG_SIZE rows on the
// Thielsen Pigeon White page, signs in as the demo dealer, opens the page with every category
// shown, changes quantity selects and measures input-to-next-paint.
//
// Usage: npm run perf:colour            (builds dist/ first unless DIST_DIR points at a build)
// Env:   PORT/API_PORT/MOCK_PORT (default 5391/4391/4392), MOCK_CATALOG_SIZE (default 500),
//        RUNS (default 20), BUDGET_MS (default 100), DIST_DIR, SKIP_BUILD=1, CHROMIUM_PATH.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { waitForUrl } from './lib/ports.mjs';

const PORT = process.env.PORT ?? '5391';
const API_PORT = process.env.API_PORT ?? '4391';
const MOCK_PORT = process.env.MOCK_PORT ?? '4392';
const ROWS = Number(process.env.MOCK_CATALOG_SIZE ?? 500);
const RUNS = Number(process.env.RUNS ?? 20);
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 100);
const DIST_DIR = process.env.DIST_DIR;
const root = new URL('..', import.meta.url).pathname;
const base = `http://localhost:${PORT}`;

function build() {
  if (process.env.SKIP_BUILD === '1') return;
  const outDir = DIST_DIR ? ['--outDir', DIST_DIR, '--emptyOutDir'] : [];
  const r = spawnSync(`${root}node_modules/.bin/vite`, ['build', '--logLevel', 'warn', ...outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

function startStack() {
  const child = spawn(process.execPath, ['scripts/stack.mjs', 'preview'], {
    cwd: root,
    env: { ...process.env, PORT, API_PORT, MOCK_PORT, MOCK_CATALOG_SIZE: String(ROWS) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function measure() {
  const login = await fetch(`http://127.0.0.1:${MOCK_PORT}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dealer@example.com', password: 'Dealer#2026' }),
  });
  const tokens = await login.json();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      ['accessToken', 'refreshToken'].map((name) => ({
        name,
        value: tokens[name],
        domain: 'localhost',
        path: '/',
        sameSite: 'Lax',
      })),
    );
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${base}/cabinets/thielsen-pigeon-white`);
    // Show every category so the page holds all of the colour's rows.
    const base_ = page.getByRole('button', { name: 'Base Cabinets' });
    await base_.waitFor();
    await page.locator('[role="row"]:has(> [role="cell"])').first().waitFor();
    const firstRowsMs = Date.now() - t0;
    const t1 = Date.now();
    await base_.click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role="row"]:has(> [role="cell"])').length >= n,
      ROWS,
    );
    const rows = await page.locator('[role="row"]:has(> [role="cell"])').count();
    const allRowsMs = Date.now() - t1;

    // Event Timing (what INP is built on): each entry's duration runs from the real key press to
    // the next frame painted after its handlers. Entries under 16 ms are not reported at all.
    await page.evaluate(() => {
      window.__entries = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__entries.push({
            name: e.name,
            d: e.duration,
            delay: e.processingStart - e.startTime,
            proc: e.processingEnd - e.processingStart,
          });
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const selects = page.locator('select[aria-label^="Quantity for"]');
    const count = await selects.count();
    const samples = [];
    for (let i = 0; i < RUNS; i += 1) {
      const index = Math.floor(((i + 0.5) * count) / RUNS);
      const select = selects.nth(index);
      await select.scrollIntoViewIfNeeded();
      // Let the scroll settle (newly shown tables, lazy images) so only the change is measured.
      await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
      await page.waitForTimeout(100);
      await page.evaluate(() => window.__entries.splice(0));
      await select.focus();
      const before = Number(await select.inputValue());
      // A real key press on the closed select: Chromium moves to the next quantity.
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      const after = Number(await select.inputValue());
      if (after !== before + 1)
        throw new Error(`row ${index}: quantity ${before} -> ${after}, expected ${before + 1}`);
      const entries = await page.evaluate(() => window.__entries.splice(0));
      const keydown = entries.filter((e) => e.name === 'keydown').map((e) => e.d);
      // No entry means it painted in under 16 ms; 16 is the honest upper bound.
      samples.push(keydown.length ? Math.max(...keydown) : 16);
      if (process.env.VERBOSE) console.log(index, JSON.stringify(entries));
    }
    return { rows, firstRowsMs, allRowsMs, samples };
  } finally {
    await browser.close();
  }
}

let stop = () => {};
try {
  build();
  stop = startStack();
  await waitForUrl(`${base}/`);
  await waitForUrl(`http://127.0.0.1:${MOCK_PORT}/maintenance`);
  const { rows, firstRowsMs, allRowsMs, samples } = await measure();
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const max = sorted[sorted.length - 1];
  console.log(`colour page rows: ${rows} (MOCK_CATALOG_SIZE=${ROWS})`);
  console.log(
    `open page to first table: ${firstRowsMs} ms; show all categories (${rows} rows): ${allRowsMs} ms`,
  );
  console.log(
    `quantity change (key press) -> next paint, Event Timing, over ${samples.length} changes: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
  );
  if (rows < ROWS) throw new Error(`expected at least ${ROWS} rows, got ${rows}`);
  console.log(`machine load average (1 min) during the run: ${os.loadavg()[0].toFixed(1)}`);
  // p95 is the gate: on a shared 2-core machine one change can wait behind another process; the
  // max is printed so such outliers stay visible.
  if (p95 > BUDGET_MS)
    throw new Error(`p95 ${p95.toFixed(1)} ms is over the ${BUDGET_MS} ms budget`);
  console.log('PASS');
} catch (err) {
  console.error(`FAIL: ${err.message}`);
  process.exitCode = 1;
} finally {
  stop();
}
