#!/usr/bin/env node
// `npm run perf`: every timing budget (scripts/measure/budgets.mjs) in one command: one production
// build, then perf:cart, perf:quick-order, perf:import, perf:compare and perf:colour one after the other (each
// on its own ports, none in parallel: they measure the same 2 cores). Prints each script's report,
// then one table of its figures against its budgets, and exits 1 when any budget is missed.
// Not part of `npm test`: timings are measured, never asserted in tests (docs/performance.md).
//   node scripts/measure/perf.mjs [cart quick-order import compare colour]   (a subset, in that order)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDist } from './perf-stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPTS = {
  cart: 'perf-cart.mjs',
  'quick-order': 'perf-quick-order.mjs',
  import: 'perf-import.mjs',
  compare: 'perf-compare.mjs',
  colour: 'perf-colour-page.mjs',
};
const chosen = process.argv.slice(2);
const names = Object.keys(SCRIPTS).filter((n) => chosen.length === 0 || chosen.includes(n));

buildDist();
const rows = [];
for (const name of names) {
  const load = os.loadavg()[0].toFixed(1);
  console.log(`\n=== perf:${name} (load average ${load})`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(HERE, SCRIPTS[name])], {
    env: { ...process.env, SKIP_BUILD: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  // Each script writes one line per budgeted figure, naming its budget.
  const figures = `${run.stdout}`
    .split('\n')
    .filter((line) => /budget/i.test(line))
    .map((line) => line.trim());
  rows.push({
    script: `perf:${name}`,
    result: run.status === 0 ? 'PASS' : 'FAIL',
    'load at start': load,
    seconds: Math.round((Date.now() - started) / 1000),
    figures: figures.join(' | ') || `${run.stderr}`.trim().split('\n').at(-1),
  });
}
console.log('\nnpm run perf');
console.table(rows);
const failed = rows.filter((r) => r.result !== 'PASS').map((r) => r.script);
if (failed.length) {
  console.log(`Budgets missed: ${failed.join(', ')}`);
  process.exitCode = 1;
} else console.log('Every budget held.');
