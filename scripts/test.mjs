#!/usr/bin/env node
// `npm test`: every check in order, failing fast, then one line "N passed, N failed"
// totalled over all runners. Each static check (typecheck, lint, ...) counts as one test;
// Vitest and Playwright contribute their own test counts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureNginx, NGINX_BIN } from './nginx.mjs';

const REPORTS = '.cache/test-reports';
// The gate's log of the Playwright run, scanned for contract violations afterwards.
const PRISM_LOG = `${REPORTS}/prism.log`;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;

function finish() {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

function sh(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, cmd, args, env) {
  console.log(`\n=== ${name} ===`);
  const r = sh(cmd, args, env);
  console.log(`--- ${name}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds}s)`);
  if (r.ok) passed += 1;
  else {
    failed += 1;
    finish();
  }
}

function runBuffered(cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (e) => chunks.push(Buffer.from(String(e))));
    child.on('close', (code) =>
      resolve({
        ok: code === 0,
        output: Buffer.concat(chunks).toString(),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      }),
    );
  });
}

/**
 * Runs the commands side by side and prints their output one after another. An entry with a
 * `count` function is a runner (its own passed/failed counts); the others count as one check.
 */
async function checkTogether(list) {
  const results = await Promise.all(list.map(([, cmd, args]) => runBuffered(cmd, args)));
  list.forEach(([name, , , count], i) => {
    const r = results[i];
    console.log(`\n=== ${name} ===`);
    if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
    const alongside = `${r.seconds}s, run alongside the others`;
    if (count) {
      const counts = count();
      passed += counts.passed;
      failed += counts.failed;
      // A runner that crashed before reporting still counts as a failure.
      if (!r.ok && counts.failed === 0) failed += 1;
      console.log(`--- ${name}: ${counts.passed} passed, ${counts.failed} failed (${alongside})`);
      return;
    }
    console.log(`--- ${name}: ${r.ok ? 'ok' : 'FAILED'} (${alongside})`);
    if (r.ok) passed += 1;
    else failed += 1;
  });
  if (failed > 0) finish();
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runner(name, cmd, args, env, count) {
  console.log(`\n=== ${name} ===`);
  const r = sh(cmd, args, env);
  const counts = count();
  passed += counts.passed;
  failed += counts.failed;
  // A runner that crashed before reporting still counts as a failure.
  const crashed = !r.ok && counts.failed === 0;
  if (crashed) failed += 1;
  console.log(`--- ${name}: ${counts.passed} passed, ${counts.failed} failed (${r.seconds}s)`);
  if (!r.ok || counts.failed > 0) finish();
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing; installing Debian chromium (apt-get install -y chromium)…');
    const update = sh('apt-get', ['update', '-qq']);
    const install = update.ok && sh('apt-get', ['install', '-y', '-qq', 'chromium']);
    if (install && install.ok && existsSync(path)) return;
  }
  console.error(
    `Chromium not found at ${path}. Install it as root with "apt-get update && apt-get install -y chromium",\n` +
      'or set CHROMIUM_PATH to an existing Chromium binary.',
  );
  failed += 1;
  finish();
}

// The production-serving e2e test runs the build behind Debian's nginx.
function ensureNginxInstalled() {
  if (ensureNginx()) return;
  console.error(
    `nginx not found at ${NGINX_BIN}. Install it as root with "apt-get update && apt-get install -y nginx",\n` +
      'or set NGINX_PATH to an nginx binary.',
  );
  failed += 1;
  finish();
}

const npx = (bin) => `node_modules/.bin/${bin}`;

ensureChromium();
ensureNginxInstalled();
// The static checks are independent and mostly single-threaded, so they run side by side (output
// is buffered and printed per check, in this order).
await checkTogether([
  ['typecheck', npx('tsc'), ['-p', 'tsconfig.json']],
  // Lint includes sizes/scale-or-named: a screen's sizes come from the design-system scale or a
  // named constant beside the screen, never a raw px in a style object.
  ['lint (eslint)', npx('eslint'), ['.', '--max-warnings=0']],
  ['format (prettier --check)', npx('prettier'), ['--check', '.', '--log-level=warn']],
  ['openapi lint (spectral)', npx('spectral'), ['lint', 'openapi.yaml', '--fail-severity=warn']],
  ['generated types drift', 'node', ['scripts/check-api-drift.mjs']],
  ['unused code (knip)', npx('knip'), ['--no-progress']],
]);
// Vitest runs its files in one worker (one module realm, isolate: false in vitest.config.ts), so it keeps
// one core busy; the two builds take the other (12 s less than one after the other).
await checkTogether([
  [
    'unit (vitest)',
    npx('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`],
    () => {
      const j = readJson(`${REPORTS}/vitest.json`);
      return j ? { passed: j.numPassedTests, failed: j.numFailedTests } : { passed: 0, failed: 0 };
    },
  ],
  ['build (vite)', npx('vite'), ['build', '--logLevel', 'warn']],
  ['stories build (ladle)', 'npm', ['run', '--silent', 'stories:build']],
]);
check('bundle size (size-limit)', npx('size-limit'), []);
runner(
  'end-to-end and contract (playwright)',
  npx('playwright'),
  ['test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
    CI: process.env.CI ?? '1',
    PRISM_LOG,
  },
  () => {
    const j = readJson(`${REPORTS}/playwright.json`);
    if (!j) return { passed: 0, failed: 0 };
    return { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected };
  },
);
// The contract suite once more as against a staging server: straight at the demo API with no gate
// in front, read-only and without reset, so the demo API is shown to keep the contract by itself.
runner(
  'contract against the bare demo API (staging mode)',
  'node',
  ['scripts/contract.mjs', '--bare', '--reporter=dot,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/contract-bare.json`, CI: process.env.CI ?? '1' },
  () => {
    const j = readJson(`${REPORTS}/contract-bare.json`);
    if (!j) return { passed: 0, failed: 0 };
    return { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected };
  },
);
// Contract fuzzing (tests/fuzz): every operation of openapi.yaml with requests generated from its
// schemas, 20 valid and 20 invalid each, the stateful sequences and the isolation check, against
// the bare demo API with a fixed seed (one mock process, no browser; docs/api.md).
runner(
  'contract fuzzing against the bare demo API',
  npx('tsx'),
  [
    'tests/fuzz/cli.ts',
    '--seed',
    '46',
    '--runs',
    '20',
    '--quiet',
    '--report',
    `${REPORTS}/fuzz.json`,
  ],
  {},
  () => readJson(`${REPORTS}/fuzz.json`) ?? { passed: 0, failed: 0 },
);
// The fault-injection table of docs/testing.md must be what this run's fault specs gave.
check('fault matrix (docs/testing.md)', 'node', [
  'scripts/fault-matrix.mjs',
  '--check',
  `${REPORTS}/playwright.json`,
]);
check('zero contract violations (prism log)', 'node', ['scripts/check-prism-log.mjs', PRISM_LOG]);
finish();
