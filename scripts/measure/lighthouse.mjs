#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 on the production build served by `vite preview` in front of
// the demo API. The mobile preset, its CPU slowdown calibrated from the host's benchmark index
// (lighthouse-browser.mjs), median of 5 runs per route; the desktop preset, median of 3. One table,
// every run's score with the benchmark index it ran at (docs/performance.md).
//   --mobile / --desktop     one preset only
//   --ab ROOT_A ROOT_B       A/B of two checkouts (each with node_modules): mobile, interleaved
//                            rounds A,B then B,A, each pair at one calibration (LH_PAGES, LH_RUNS)
// Env: LH_RUNS (runs per route), LH_PAGES=/cart,/checkout (only those), LH_SKIP_BUILD=1 (reuse
// the builds), LH_ASSERT=1 (exit 1 when a goal is missed), LH_JSON=file, PORT / API_PORT /
// MOCK_PORT (5473 / 4473 / 4474).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { calibrate, signedInBrowser, startApi, startPreview } from './lighthouse-browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const abAt = argv.indexOf('--ab');
const AB = abAt >= 0 ? [argv[abAt + 1], argv[abAt + 2]].map((p) => path.resolve(p)) : null;
const PRESETS =
  AB || argv.includes('--mobile')
    ? ['mobile']
    : argv.includes('--desktop')
      ? ['desktop']
      : ['mobile', 'desktop'];
const ports = {
  web: Number(process.env.PORT ?? 5473),
  api: String(process.env.API_PORT ?? 4473),
  mock: String(process.env.MOCK_PORT ?? 4474),
};
const DEBUG_PORT = ports.web + 1000;

/** Routes by preset; `out` routes are audited signed out, the others as the signed-in dealer. */
const ROUTES = {
  mobile: [
    { path: '/login', out: true },
    { path: '/our-products' },
    { path: '/cart' },
    { path: '/checkout' },
  ],
  desktop: [
    { path: '/login', out: true },
    { path: '/signup', out: true },
    { path: '/our-products', out: true },
    { path: '/contact-us', out: true },
    { path: '/our-products' },
    { path: '/cabinets/thielsen-pigeon-white' },
    { path: '/search?keyword=B12' },
    { path: '/quick-order' },
    { path: '/cart' },
    { path: '/checkout' },
    { path: '/quotes' },
    { path: '/my-account' },
  ],
};
const GOALS = { mobile: 90, desktop: 100 };
const RUNS = { mobile: 5, desktop: 3 };
const only = process.env.LH_PAGES?.split(',');
const routesOf = (preset) => ROUTES[preset].filter((r) => !only || only.includes(r.path));
const runsOf = (preset) => Number(process.env.LH_RUNS ?? RUNS[preset]);

function build(root) {
  const outDir = path.join(root, '.cache/lighthouse-dist');
  if (process.env.LH_SKIP_BUILD === '1') return outDir;
  const vite = path.join(root, 'node_modules/.bin/vite');
  const r = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`vite build failed in ${root}`);
  return outDir;
}

async function audit(browser, url, preset, route, multiplier) {
  await browser.clearCache();
  const flags = { port: browser.port, output: 'json', logLevel: 'error' };
  if (!route.out) flags.disableStorageReset = true;
  if (preset === 'mobile') flags.throttling = { cpuSlowdownMultiplier: multiplier };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    benchmark: Math.round(environment.benchmarkIndex),
    failed: Object.values(audits)
      .filter((a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function summarise(label, preset, runs, multipliers) {
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    route: label,
    preset,
    performance: m('performance'),
    'runs (score @ benchmark index)': runs.map((r) => `${r.performance}@${r.benchmark}`).join(' '),
    spread:
      Math.max(...runs.map((r) => r.performance)) - Math.min(...runs.map((r) => r.performance)),
    'CPU x': preset === 'mobile' ? `${Math.min(...multipliers)}-${Math.max(...multipliers)}` : 1,
    accessibility: m('accessibility'),
    'LCP ms': Math.round(m('lcp')),
    'TBT ms': Math.round(m('tbt')),
    CLS: Number(m('cls').toFixed(3)),
    failed: [...new Set(runs.flatMap((r) => r.failed))].join(' '),
  };
}

/** Rounds of every (side, route) pair; each round calibrates once and alternates the sides' order. */
async function measure(browser, sides, preset) {
  const runs = new Map();
  const multipliers = [];
  const routes = routesOf(preset);
  for (let round = 0; round < runsOf(preset); round += 1) {
    const { index, multiplier } = await calibrate(browser.port);
    multipliers.push(multiplier);
    console.log(
      `[lighthouse] ${preset} round ${round + 1}: benchmark ${index}, CPU x${multiplier}`,
    );
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    await browser.signIn();
    // Signed-in routes first: signing out ends the round's session.
    for (const route of [...routes].sort(
      (a, b) => Number(Boolean(a.out)) - Number(Boolean(b.out)),
    )) {
      if (route.out) await browser.signOut();
      for (const side of order) {
        const key = `${side.name}|${route.path}${route.out ? ' (signed out)' : ''}`;
        const run = await audit(browser, `${side.base}${route.path}`, preset, route, multiplier);
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
    }
  }
  return [...runs].map(([key, list]) => {
    const [side, label] = key.split('|');
    return summarise(sides.length > 1 ? `${side} ${label}` : label, preset, list, multipliers);
  });
}

const stops = [];
try {
  const roots = AB ?? [ROOT];
  const outDirs = roots.map(build);
  stops.push(await startApi(ROOT, ports));
  const sides = [];
  for (const [i, root] of roots.entries()) {
    const port = String(ports.web + i);
    stops.push(await startPreview(root, outDirs[i], port, ports.api));
    sides.push({ name: AB ? 'AB'[i] : '', base: `http://localhost:${port}` });
  }
  const browser = await signedInBrowser(ports.mock, DEBUG_PORT);
  const rows = [];
  try {
    // The first loads pay for the servers' cold start, which Lighthouse would read as a slow server.
    await browser.warmUp(sides.flatMap((s) => ROUTES.mobile.map((r) => `${s.base}${r.path}`)));
    for (const preset of PRESETS) rows.push(...(await measure(browser, sides, preset)));
  } finally {
    await browser.close();
  }
  console.log('\nLighthouse 12.8.2 on the production build (vite preview) and the demo API');
  console.table(rows);
  if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify(rows, null, 2));
  const missed = rows.filter((r) => r.performance < GOALS[r.preset] || r.accessibility < 100);
  if (missed.length && !AB) {
    console.log(`Goals missed: ${missed.map((r) => `${r.route} (${r.preset})`).join(', ')}`);
    if (process.env.LH_ASSERT === '1') process.exitCode = 1;
  }
} catch (err) {
  console.error(`[lighthouse] ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops) stop();
}
