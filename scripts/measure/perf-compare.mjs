#!/usr/bin/env node
/* global document, window, requestAnimationFrame, MutationObserver -- used inside page.evaluate callbacks, which run in the browser */
// Compare Styles must show its table within 1 s (p50) of the click for a cart of 60 lines on the
// demo stack. Starts the stack (preview build), fills the demo dealer's cart with LINES lines
// (cabinets in several styles and options, hardware) through the mock, and measures, per run, a
// fresh /cart: click on 'Compare Styles' -> the frame after every style row is in the table
// (the lazy dialog chunk, the one lookup call and the pricing of every line in every style).
//
// Usage: npm run perf:compare            (builds dist/ first unless SKIP_BUILD=1)
// Env:   PORT/API_PORT/MOCK_PORT (default 5395/4395/4396), LINES (default 60), RUNS (default 15),
//        BUDGET_MS (default 1000), SKIP_BUILD=1, CHROMIUM_PATH.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { waitForUrl } from '../lib/ports.mjs';
import {
  buildDist,
  perfPorts,
  signedInContext,
  startPreviewStack,
  summary,
} from './perf-stack.mjs';
import { BUDGETS } from './budgets.mjs';

const { PORT, API_PORT, MOCK_PORT, base, mock } = perfPorts('5395', '4395', '4396');
const LINES = Number(process.env.LINES ?? 60);
const RUNS = Number(process.env.RUNS ?? 15);
const BUDGET_MS = Number(process.env.BUDGET_MS ?? BUDGETS.compareMs);

/** Every product once unassembled, then assembled (and hinged right where it can be): new lines. */
function* lineChoices(products) {
  for (const p of products) yield { productId: p.id, isAssembled: false };
  for (const p of products) if (p.afmx > 0) yield { productId: p.id, isAssembled: true };
  for (const p of products)
    if (p.afmx > 0 && p.isHingeable)
      yield { productId: p.id, isAssembled: true, hingeDirection: 'RIGHT' };
}

async function fillCart(auth) {
  await fetch(`${mock}/carts`, { method: 'DELETE', headers: auth });
  const found = [];
  for (const keyword of ['TPW-', 'AW-', 'HW-', 'RCH-']) {
    const res = await fetch(`${mock}/products/search?keyword=${keyword}&limit=100`, {
      headers: auth,
    });
    found.push(...(await res.json()).products.filter((p) => p.stock > 0));
  }
  let added = 0;
  for (const choice of lineChoices(found)) {
    if (added >= LINES) break;
    const r = await fetch(`${mock}/carts`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ quantity: 1, ...choice }),
    });
    if (r.ok && (await r.json()).items.length > added) added += 1;
  }
  if (added < LINES) throw new Error(`only ${added} lines could be put in the cart`);
}

async function measure() {
  const login = await fetch(`${mock}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dealer@example.com', password: 'Dealer#2026' }),
  });
  const tokens = await login.json();
  const auth = {
    authorization: `Bearer ${tokens.accessToken}`,
    'content-type': 'application/json',
  };
  await fillCart(auth);
  const styles = await fetch(`${mock}/products/style-lookup`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ itemCodes: [] }),
  });
  const rowsExpected = (await styles.json()).styles.length;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await signedInContext(browser, tokens);
    const page = await context.newPage();
    let lookups = 0;
    const callMs = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/products/style-lookup')) lookups += 1;
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/products/style-lookup')) callMs.push(r.timing().responseEnd);
    });
    const lineSelector = '[role="list"][aria-label="Cart items"] > [role="listitem"]';
    const samples = [];
    let lines = 0;
    for (let i = 0; i < RUNS; i += 1) {
      // A fresh page each run: no cached answer, the dialog chunk from the browser's cache
      // after the first run (the first run is the cold one).
      await page.goto(`${base}/cart`);
      await page.waitForFunction(
        ([s, n]) => document.querySelectorAll(s).length >= n,
        [lineSelector, LINES],
      );
      lines = await page.locator(lineSelector).count();
      await page.evaluate((n) => {
        window.__shown = new Promise((resolve) => {
          const ready = () =>
            document.querySelectorAll('[role="dialog"] tr[data-style]').length >= n;
          const observer = new MutationObserver(() => {
            if (!ready()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        document.addEventListener(
          'click',
          () => {
            window.__clicked = performance.now();
          },
          { capture: true, once: true },
        );
      }, rowsExpected);
      const before = lookups;
      await page.getByRole('button', { name: 'Compare Styles' }).click();
      const shownAt = await page.evaluate(() => window.__shown);
      samples.push(shownAt - (await page.evaluate(() => window.__clicked)));
      if (lookups - before !== 1)
        throw new Error(`expected one lookup per opening, saw ${lookups - before}`);
    }
    return { lines, rows: rowsExpected, samples, callMs };
  } finally {
    await browser.close();
  }
}

let stop = () => {};
try {
  buildDist();
  stop = startPreviewStack({ PORT, API_PORT, MOCK_PORT });
  await waitForUrl(`${base}/`);
  await waitForUrl(`${mock}/maintenance`);
  const { lines, rows, samples, callMs } = await measure();
  const { p50, p95, max } = summary(samples);
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`cart lines: ${lines}; style rows: ${rows}; runs: ${samples.length}`);
  console.log(
    `click on Compare Styles -> table painted: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms, first (cold) ${samples[0].toFixed(0)} ms (budget p50 ${BUDGET_MS} ms)`,
  );
  const call = summary(callMs);
  console.log(
    `of which the lookup call (request -> last byte, through the gate): p50 ${call.p50.toFixed(0)} ms, max ${call.max.toFixed(0)} ms`,
  );
  console.log(`machine load average during the run (1, 5, 15 min): ${load.join(' ')}`);
  if (lines < LINES) throw new Error(`expected ${LINES} lines, got ${lines}`);
  if (p50 > BUDGET_MS)
    throw new Error(`p50 ${p50.toFixed(0)} ms is over the ${BUDGET_MS} ms budget`);
  console.log('PASS');
} catch (err) {
  console.error(`FAIL: ${err.message}`);
  process.exitCode = 1;
} finally {
  stop();
}
