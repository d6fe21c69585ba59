#!/usr/bin/env node
/* global document -- used inside page.waitForFunction, which runs in the browser */
// Issue 14, bulk entry: LINES (200) pasted lines must resolve to products and appear in the
// quick-order list within 3 s on the demo stack. Starts the stack (preview build), signs in as the
// demo dealer, pastes LINES distinct in-stock SKUs and times Add Lines until every row is listed.
//
// Usage: npm run perf:quick-order      (builds dist/ first unless SKIP_BUILD=1)
// Env:   PORT/API_PORT/MOCK_PORT (default 5393/4393/4394), LINES (default 200),
//        BUDGET_MS (default 3000), DIST_DIR, SKIP_BUILD=1, CHROMIUM_PATH.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { buildDist, startPreviewStack } from './lib/perf-stack.mjs';
import { waitForUrl } from './lib/ports.mjs';

const PORT = process.env.PORT ?? '5393';
const API_PORT = process.env.API_PORT ?? '4393';
const MOCK_PORT = process.env.MOCK_PORT ?? '4394';
const LINES = Number(process.env.LINES ?? 200);
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 3000);
const DIST_DIR = process.env.DIST_DIR;
const base = `http://localhost:${PORT}`;

/** LINES distinct in-stock SKUs from the demo catalogue, read past the UI. */
async function skus(token) {
  const found = [];
  for (let page = 1; found.length < LINES && page <= 20; page += 1) {
    const res = await fetch(
      `http://127.0.0.1:${MOCK_PORT}/products/search?keyword=-&limit=100&page=${page}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = await res.json();
    for (const p of body.products) if (p.stock > 0) found.push(p.sku);
    if (page >= body.totalPages) break;
  }
  if (found.length < LINES) throw new Error(`only ${found.length} in-stock SKUs in the demo data`);
  return found.slice(0, LINES);
}

async function measure() {
  const login = await fetch(`http://127.0.0.1:${MOCK_PORT}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dealer@example.com', password: 'Dealer#2026' }),
  });
  const tokens = await login.json();
  const list = await skus(tokens.accessToken);
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
    await page.goto(`${base}/quick-order`);
    await page.getByRole('button', { name: 'Paste a List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a List' });
    await dialog.getByLabel('SKUs and quantities').fill(list.map((s) => `${s}\t1`).join('\n'));
    const t0 = Date.now();
    await dialog.getByRole('button', { name: 'Add Lines' }).click();
    await dialog.getByText(`${LINES} lines added, 0 not added.`).waitFor({ timeout: 60000 });
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-product]').length >= n,
      LINES,
    );
    return { ms: Date.now() - t0 };
  } finally {
    await browser.close();
  }
}

buildDist(DIST_DIR);
// The seed has fewer in-stock SKUs than LINES; generated catalogue rows make up the rest.
const stop = startPreviewStack({
  PORT,
  API_PORT,
  MOCK_PORT,
  MOCK_CATALOG_SIZE: process.env.MOCK_CATALOG_SIZE ?? '500',
});
try {
  await waitForUrl(`${base}/`);
  await waitForUrl(`http://127.0.0.1:${API_PORT}/products/search?keyword=B12`).catch(
    () => undefined,
  );
  const { ms } = await measure();
  const ok = ms <= BUDGET_MS;
  console.log(
    `quick order: ${LINES} pasted lines resolved and listed in ${ms} ms ` +
      `(budget ${BUDGET_MS} ms, ${os.cpus().length} cores) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}
