#!/usr/bin/env node
/* global document, window -- used inside page.evaluate / waitForFunction */
// Quick order bulk entry at scale (docs/performance.md#quick-order): pasted lists of each size in
// SIZES must resolve to products and show in the quick-order list within their budget (p50 over
// RUNS runs), and the page must keep answering input meanwhile (the longest main-thread task is
// reported). Starts the stack (preview build) with a catalogue big enough for the largest list,
// signs in as the demo dealer, pastes distinct in-stock SKUs and times Add Lines until the report
// says every line was added and every row is listed.
//
// Usage: npm run perf:quick-order      (builds dist/ first unless SKIP_BUILD=1)
// Env:   PORT/API_PORT/MOCK_PORT (default 5393/4393/4394), SIZES (default 1000,5000),
//        BUDGETS (ms per size, default 1000,3000), RUNS (default 5), DIST_DIR, SKIP_BUILD=1,
//        CHROMIUM_PATH.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import {
  buildDist,
  perfPorts,
  signedInContext,
  startPreviewStack,
  summary,
} from './perf-stack.mjs';
import { waitForUrl } from '../lib/ports.mjs';
import { BUDGETS as ALL } from './budgets.mjs';

const { PORT, API_PORT, MOCK_PORT, base } = perfPorts('5393', '4393', '4394');
const SIZES = (process.env.SIZES ?? '1000,5000').split(',').map(Number);
const BUDGETS = process.env.BUDGETS ? process.env.BUDGETS.split(',').map(Number) : ALL.quickOrderMs;
const RUNS = Number(process.env.RUNS ?? 5);
const DIST_DIR = process.env.DIST_DIR;
const largest = Math.max(...SIZES);

async function signIn() {
  const login = await fetch(`http://127.0.0.1:${MOCK_PORT}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dealer@example.com', password: 'Dealer#2026' }),
  });
  return login.json();
}

/** `count` distinct in-stock SKUs from the demo catalogue, read past the UI. */
async function inStockSkus(token, count) {
  const found = [];
  for (let page = 1; found.length < count; page += 1) {
    const res = await fetch(
      `http://127.0.0.1:${MOCK_PORT}/products/search?keyword=-&limit=100&page=${page}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = await res.json();
    for (const p of body.products) if (p.stock > 0) found.push(p.sku);
    if (page >= body.totalPages) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} in-stock SKUs in the demo data`);
  return found.slice(0, count);
}

/** One paste of `lines`: ms from Add Lines to every row listed, and the longest task meanwhile. */
async function measure(browser, tokens, lines) {
  const context = await signedInContext(browser, tokens);
  try {
    const page = await context.newPage();
    // A refused lookup fails the run; say what the API answered.
    page.on('response', async (r) => {
      if (r.url().includes('/products/lookup') && r.status() !== 200)
        console.error(`lookup answered ${r.status()}: ${(await r.text()).slice(0, 300)}`);
    });
    page.on('requestfailed', (r) => {
      if (r.url().includes('/products/lookup'))
        console.error(`lookup failed: ${r.failure()?.errorText}`);
    });
    await page.goto(`${base}/quick-order`);
    await page.getByRole('button', { name: 'Paste a List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a List' });
    await dialog
      .getByLabel('SKUs and quantities')
      .fill(lines.map((s) => `${s}\t1`).join('\n'), { timeout: 120_000 });
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longest = Math.max(window.__longest, e.duration);
      }).observe({ type: 'longtask' });
    });
    const t0 = Date.now();
    await dialog.getByRole('button', { name: 'Add Lines' }).click();
    const n = lines.length.toLocaleString('en-US');
    await dialog
      .getByText(`Read ${n} lines: ${lines.length} added, 0 not added.`)
      .waitFor({ timeout: 60000 })
      .catch(async (error) => {
        const said = await dialog.getByRole('status').or(dialog.getByRole('alert')).allInnerTexts();
        throw new Error(`${lines.length} lines: the dialog said ${JSON.stringify(said)}`, {
          cause: error,
        });
      });
    await page.waitForFunction(
      // aria-rowcount counts the header row too, and every row also when only some are drawn.
      (count) =>
        Number(
          document
            .querySelector('[aria-labelledby="product-list-title"]')
            ?.getAttribute('aria-rowcount'),
        ) >=
        count + 1,
      lines.length,
    );
    const ms = Date.now() - t0;
    const longest = await page.evaluate(() => window.__longest);
    return { ms, longest: Math.round(longest) };
  } finally {
    await context.close();
  }
}

buildDist(DIST_DIR);
// The seed has fewer in-stock SKUs than the lists; generated catalogue rows (8 in 9 in stock)
// make up the rest.
const stop = startPreviewStack({
  PORT,
  API_PORT,
  MOCK_PORT,
  MOCK_CATALOG_SIZE: process.env.MOCK_CATALOG_SIZE ?? String(Math.ceil(largest * 1.2) + 300),
});
let failed = false;
try {
  await waitForUrl(`${base}/`);
  await waitForUrl(`http://127.0.0.1:${API_PORT}/products/search?keyword=B12`).catch(
    () => undefined,
  );
  const tokens = await signIn();
  const all = await inStockSkus(tokens.accessToken, largest);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const [i, size] of SIZES.entries()) {
      const budget = BUDGETS[i] ?? BUDGETS.at(-1);
      const times = [];
      const longest = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { ms, longest: task } = await measure(browser, tokens, all.slice(0, size));
        times.push(ms);
        longest.push(task);
      }
      const { p50, max } = summary(times);
      const ok = p50 <= budget;
      failed ||= !ok;
      console.log(
        `quick order: ${size} pasted lines resolved and listed, ${RUNS} runs: ` +
          `${times.join(', ')} ms; p50 ${p50} ms, max ${max} ms (budget p50 ${budget} ms) ` +
          `${ok ? 'OK' : 'OVER BUDGET'}; longest main-thread task ${summary(longest).p50} ms p50, ` +
          `${Math.max(...longest)} ms max (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
  } finally {
    await browser.close();
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  stop();
}
