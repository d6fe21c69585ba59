#!/usr/bin/env node
/* global document, window, requestIdleCallback, requestAnimationFrame, MutationObserver -- used inside page callbacks, which run in the browser */
// A colour page with 500 product rows must paint its table
// quickly and stay responsive. Starts the demo stack (preview build) with MOCK_CATALOG_SIZE rows on
// the Thielsen Pigeon White page, signs in as the demo dealer and measures, in one browser:
//
// 1. Opening the page (LOADS page loads; the answer holds all 500 rows, the preselected Base
//    Cabinets category shows about 200 of them):
//    - "data -> table paint": from the moment the products answer has arrived (Resource Timing
//      responseEnd of GET /api/products?...color=...) to the first paint that contains the first
//      table row (Element Timing renderTime: a MutationObserver tags the first row's cells with
//      `elementtiming` as soon as React inserts it, before any paint);
//    - "navigation -> table paint": the same paint from navigation start (page JS, session and
//      the products call included, so it moves with the machine's load);
//    - "data -> all rows": until every row of the category is in the document and a frame has been
//      produced after it (requestAnimationFrame, then a message: that task runs after the frame).
// 2. Showing all categories (the same LOADS, on each loaded page): a click on the selected Base
//    Cabinets tile clears the filter and the page holds all 500 rows.
//    - "click -> 500-row view paint": from the click (its event timeStamp) to the first frame after
//      the all-categories view is committed (every cabinet type listed, nothing aria-busy);
//    - "click -> all 500 rows": until all 500 rows are in the document, as above.
// 3. Changing a quantity: ArrowDown on RUNS quantity selects spread over the 500 rows; each change
//    is timed with Event Timing (what INP is built on: key press to the next paint).
//
// Usage: npm run perf:colour            (builds dist/ first unless DIST_DIR points at a build)
// Env:   PORT/API_PORT/MOCK_PORT (default 5391/4391/4392), MOCK_CATALOG_SIZE (default 500),
//        LOADS (default 7), RUNS (default 20), BUDGET_MS (default 100, quantity change p95),
//        PAINT_BUDGET_MS (default 500, p50 of data -> table paint and of click -> 500-row view),
//        DIST_DIR, SKIP_BUILD=1, CHROMIUM_PATH, VERBOSE=1.
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

const { PORT, API_PORT, MOCK_PORT, base } = perfPorts('5391', '4391', '4392');
const ROWS = Number(process.env.MOCK_CATALOG_SIZE ?? 500);
const LOADS = Number(process.env.LOADS ?? 7);
const RUNS = Number(process.env.RUNS ?? 20);
const BUDGET_MS = Number(process.env.BUDGET_MS ?? BUDGETS.quantityChangeMs);
const PAINT_BUDGET_MS = Number(process.env.PAINT_BUDGET_MS ?? BUDGETS.colourPaintMs);
const FIRST_CATEGORY = 'Base Cabinets';
const DIST_DIR = process.env.DIST_DIR;

const ROW = '[role="row"]:has(> [role="cell"])';

/**
 * Runs in the page before its own scripts. Records paint times in window.__perf.marks, in ms
 * from navigation start. `firstView`/`all`: rows of the preselected category and of the colour.
 */
function installProbe({ row, firstView, all }) {
  const rows = () => document.querySelectorAll(row).length;
  const marks = {};
  const watches = [];
  // A task queued from a frame's rAF callback runs after that frame is painted.
  const afterNextFrame = (name) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (marks[name] = performance.now());
      channel.port2.postMessage(null);
    });
  const check = () => {
    for (const w of [...watches])
      if (w.test()) {
        watches.splice(watches.indexOf(w), 1);
        marks[`${w.name}Commit`] = performance.now();
        w.then?.();
        afterNextFrame(w.name);
      }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.identifier === 'first-row' && marks.firstRowPaint === undefined)
        marks.firstRowPaint = e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  const firstRow = {
    name: 'firstRow',
    test: () => document.querySelector(row) !== null,
    then: () => {
      marks.rowsAtFirstRow = rows();
      for (const cell of document.querySelector(row).children)
        cell.setAttribute('elementtiming', 'first-row');
    },
  };
  watches.push(firstRow, { name: 'firstViewRows', test: () => rows() >= firstView });
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const typeLinks = () =>
    document.querySelectorAll('nav[aria-labelledby="cabinet-type-heading"] a').length;
  // Called before the click on the selected category tile: times the switch to all categories.
  window.__watchShowAll = () => {
    const before = typeLinks();
    document.addEventListener('click', (e) => (marks.click = e.timeStamp), {
      capture: true,
      once: true,
    });
    watches.push(
      {
        name: 'allView',
        test: () => typeLinks() > before && !document.querySelector('[aria-busy="true"]'),
        then: () => (marks.rowsAtAllView = rows()),
      },
      { name: 'allRows', test: () => rows() >= all },
    );
  };
  window.__perf = { marks };
}

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
    const context = await signedInContext(browser, tokens);
    const page = await context.newPage();
    const url = `${base}/cabinets/thielsen-pigeon-white`;
    // Row counts the probe waits for, from the same answer the page gets.
    await page.goto(url);
    await page.locator(ROW).first().waitFor();
    const counts = await page.evaluate(async (category) => {
      const call = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/products?') && e.name.includes('color='));
      const body = await (await fetch(call.name)).json();
      const products = body.data.products.flatMap((g) => g.products);
      const inCategory = products.filter((p) =>
        (p.itemCategory ?? '').split(',').some((c) => c.trim() === category),
      );
      return { firstView: inCategory.length, all: products.length };
    }, FIRST_CATEGORY);
    await context.addInitScript(installProbe, { row: ROW, ...counts });

    const loads = [];
    const base_ = page.getByRole('button', { name: FIRST_CATEGORY });
    for (let i = 0; i < LOADS; i += 1) {
      await page.goto(url);
      await page.waitForFunction(() => window.__perf.marks.firstViewRows !== undefined, null, {
        polling: 100,
      });
      await page.evaluate(() => window.__watchShowAll());
      await base_.click();
      await page.waitForFunction(() => window.__perf.marks.allRows !== undefined, null, {
        polling: 100,
      });
      const m = await page.evaluate(() => {
        const call = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/api/products?') && e.name.includes('color='));
        return { ...window.__perf.marks, dataAt: call.responseEnd };
      });
      if (m.firstRowPaint === undefined)
        throw new Error('no Element Timing entry for the first row');
      loads.push({
        dataToTable: m.firstRowPaint - m.dataAt,
        navToTable: m.firstRowPaint,
        dataToFirstView: m.firstViewRows - m.dataAt,
        clickToView: m.allView - m.click,
        clickToAll: m.allRows - m.click,
        rowsAtFirstPaint: m.rowsAtFirstRow,
        rowsAtView: m.rowsAtAllView,
      });
      if (process.env.VERBOSE) console.log(`load ${i}`, JSON.stringify(m));
    }
    const rows = await page.locator(ROW).count();

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
    // Out-of-stock rows have disabled selects, and a row with one unit in stock offers only 1:
    // a key press changes neither, so only selects with a second quantity are measured.
    const selects = page
      .locator('select[aria-label^="Quantity for"]:not([disabled])')
      .filter({ has: page.locator('option:nth-child(2)') });
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
    return { rows, counts, loads, samples };
  } finally {
    await browser.close();
  }
}

let stop = () => {};
try {
  buildDist(DIST_DIR);
  stop = startPreviewStack({ PORT, API_PORT, MOCK_PORT, MOCK_CATALOG_SIZE: String(ROWS) });
  await waitForUrl(`${base}/`);
  await waitForUrl(`http://127.0.0.1:${MOCK_PORT}/maintenance`);
  const { rows, counts, loads, samples } = await measure();
  const ms = (v) => `${Math.round(v)} ms`;
  const line = (label, key) => {
    const { p50, max } = summary(loads.map((l) => l[key]));
    console.log(`${label}: p50 ${ms(p50)}, max ${ms(max)}`);
    return p50;
  };
  console.log(
    `colour page rows: ${rows} (MOCK_CATALOG_SIZE=${ROWS}; ${FIRST_CATEGORY}, preselected: ${counts.firstView})`,
  );
  console.log(`over ${loads.length} page loads:`);
  const dataToTable = line(
    `  products answer -> first paint of the table (${FIRST_CATEGORY})`,
    'dataToTable',
  );
  line('  navigation start -> first paint of the table', 'navToTable');
  line(`  products answer -> all ${counts.firstView} rows of the category`, 'dataToFirstView');
  const clickToView = line(
    `  show all categories: click -> first paint of the ${counts.all}-row view`,
    'clickToView',
  );
  line(`  show all categories: click -> all ${counts.all} rows in the page`, 'clickToAll');
  const firstPaintRows = loads.map((l) => `${l.rowsAtFirstPaint}/${l.rowsAtView}`);
  console.log(
    `  rows in the first paint (open/show all): ${[...new Set(firstPaintRows)].join(', ')}`,
  );
  const { p50, p95, max } = summary(samples);
  console.log(
    `quantity change (key press) -> next paint, Event Timing, over ${samples.length} changes: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
  );
  if (rows < ROWS) throw new Error(`expected at least ${ROWS} rows, got ${rows}`);
  console.log(`machine load average (1 min) during the run: ${os.loadavg()[0].toFixed(1)}`);
  // p95 is the gate: on a shared 2-core machine one change can wait behind another process; the
  // max is printed so such outliers stay visible.
  if (p95 > BUDGET_MS)
    throw new Error(`p95 ${p95.toFixed(1)} ms is over the ${BUDGET_MS} ms budget`);
  // The paint gates take the p50 for the same reason.
  if (dataToTable > PAINT_BUDGET_MS)
    throw new Error(`table paint p50 ${ms(dataToTable)} is over ${PAINT_BUDGET_MS} ms`);
  if (clickToView > PAINT_BUDGET_MS)
    throw new Error(`500-row view paint p50 ${ms(clickToView)} is over ${PAINT_BUDGET_MS} ms`);
  console.log('PASS');
} catch (err) {
  console.error(`FAIL: ${err.message}`);
  process.exitCode = 1;
} finally {
  stop();
}
