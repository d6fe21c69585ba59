// What the perf scripts (perf-cart, perf-colour-page, perf-compare, perf-quick-order) share: their
// ports, building dist/, starting the demo stack on its preview build in a process group of its
// own, a signed-in browser context, and summing up samples.
/* global document, window, requestAnimationFrame, MutationObserver -- installLinesProbe runs in the browser */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

const root = new URL('../..', import.meta.url).pathname;

/** `vite build` into dist/ (or DIST_DIR), unless SKIP_BUILD=1. */
export function buildDist(distDir = process.env.DIST_DIR) {
  if (process.env.SKIP_BUILD === '1') return;
  const outDir = distDir ? ['--outDir', distDir, '--emptyOutDir'] : [];
  const r = spawnSync(`${root}node_modules/.bin/vite`, ['build', '--logLevel', 'warn', ...outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

/**
 * Starts `scripts/stack.mjs preview` with the given environment (ports, MOCK_CATALOG_SIZE …);
 * returns the function that stops it and every child.
 */
export function startPreviewStack(env) {
  const child = spawn(process.execPath, ['scripts/stack.mjs', 'preview'], {
    cwd: root,
    env: { ...process.env, ...env },
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

/**
 * The ports of a script's own demo stack (PORT, API_PORT, MOCK_PORT, else the script's defaults),
 * the storefront's address and the mock's.
 */
export function perfPorts(port, apiPort, mockPort) {
  const PORT = process.env.PORT ?? port;
  const API_PORT = process.env.API_PORT ?? apiPort;
  const MOCK_PORT = process.env.MOCK_PORT ?? mockPort;
  return {
    PORT,
    API_PORT,
    MOCK_PORT,
    base: `http://localhost:${PORT}`,
    mock: `http://127.0.0.1:${MOCK_PORT}`,
  };
}

/** A 1440x900 browser context with the session cookies of `tokens`, as after signing in. */
export async function signedInContext(browser, tokens) {
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
  return context;
}

/** p50, p95 and max of a list of samples. */
export const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) };
};

/** The machine's load average over 1, 5 and 15 minutes, as /proc/loadavg shows it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * Empties the demo dealer's cart on the mock (`mock`, e.g. http://127.0.0.1:4394) and adds `lines`
 * different in-stock products that allow at least 2 (so a quantity can go up), quantity 1 each.
 */
export async function fillCart(mock, token, lines) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${mock}/carts`, { method: 'DELETE', headers: auth });
  let added = 0;
  for (let page = 1; added < lines; page += 1) {
    const res = await fetch(`${mock}/products/search?keyword=-&limit=100&page=${page}`, {
      headers: auth,
    });
    const { products, totalPages } = await res.json();
    for (const p of products) {
      if (added >= lines || !(p.stock > 0) || !(p.qtyRestrictions >= 2)) continue;
      const r = await fetch(`${mock}/carts`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ productId: p.id, quantity: 1, isAssembled: false }),
      });
      if (r.ok) added += 1;
    }
    if (page >= totalPages) break;
  }
  if (added < lines) throw new Error(`only ${added} products could be added`);
}

/**
 * Runs in the page before its own scripts (Playwright `addInitScript`). Records in
 * window.__perf.marks, in ms from navigation start: `linesCommit` when `lines` elements match
 * `selector`, and `linesPaint` when the frame after that has been painted (a task queued from that
 * frame's requestAnimationFrame callback runs after the frame); `mark` names a performance mark
 * set at that moment too, for Chrome traces.
 */
export function installLinesProbe({ selector, lines, mark }) {
  const marks = {};
  window.__perf = { marks };
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll(selector).length < lines) return;
    observer.disconnect();
    marks.linesCommit = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        marks.linesPaint = performance.now();
        performance.mark(mark);
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The performance mark installLinesProbe sets once every line has been painted. */
export const LINES_MARK = 'every line shown';

/**
 * Main-thread CPU time (thread time, not wall time, so it hardly moves with the machine's load)
 * of the page that set `mark`, from its navigation start to the mark: script, style, layout and
 * paint. `trace` is a Chrome trace (Playwright browser.stopTracing())
 * recorded with the 'toplevel' and 'blink.user_timing' categories.
 */
export function mainThreadCpuMs(trace, mark = LINES_MARK) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const at = events.find((e) => e.name === mark);
  if (!at) throw new Error(`no "${mark}" mark in the trace`);
  const start = at.ts - at.args.data.startTime * 1000;
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.pid === at.pid && e.tid === at.tid && e.ts >= start && e.ts <= at.ts,
  );
  // Only outermost events: nested ones are part of their parent's thread time.
  let end = -Infinity;
  let cpu = 0;
  for (const t of tasks.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (t.ts < end) continue;
    end = t.ts + t.dur;
    cpu += t.tdur ?? 0;
  }
  return cpu / 1000;
}
