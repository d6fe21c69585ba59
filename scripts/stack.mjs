#!/usr/bin/env node
// Starts the demo stack: stateful mock -> Prism validating proxy (--errors) -> Vite.
// Usage: node scripts/stack.mjs [dev|preview|api]   ("api" starts mock + Prism only)
// Every child is stopped when this process is interrupted or one child dies. Children stay in
// this process group so that a runner killing the group (Playwright does) stops them all.
import { spawn } from 'node:child_process';
import { waitForPort } from './lib/ports.mjs';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const mode = process.argv[2] ?? 'dev';
const MOCK_PORT = process.env.MOCK_PORT ?? '4011';
const API_PORT = process.env.API_PORT ?? '4010';
const PORT = process.env.PORT ?? '5173';
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const children = [];
let stopping = false;

// PRISM_LOG=<file>: the gate's output also goes to that file, so a test run can be checked for
// contract violations afterwards (scripts/check-prism-log.mjs).
function logTo(file) {
  mkdirSync(dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'a' });
}

function run(name, cmd, args, env = {}, logFile = null) {
  const child = spawn(cmd, args, {
    stdio: ['ignore', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
  });
  if (logFile) {
    const log = logTo(logFile);
    child.stdout.on('data', (d) => (process.stdout.write(d), log.write(d)));
    child.stderr.on('data', (d) => (process.stderr.write(d), log.write(d)));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited (${signal ?? code}); stopping the stack`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 300).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  run('mock', bin('tsx'), ['mocks/server.ts'], { MOCK_PORT });
  await waitForPort(MOCK_PORT);
  run(
    'prism',
    bin('prism'),
    [
      'proxy',
      'openapi.yaml',
      `http://127.0.0.1:${MOCK_PORT}`,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      API_PORT,
    ],
    {},
    process.env.PRISM_LOG || null,
  );
  await waitForPort(API_PORT);
  if (mode === 'dev') run('vite', bin('vite'), ['--port', PORT, '--strictPort']);
  else if (mode === 'preview') {
    // DIST_DIR lets parallel runs preview their own build instead of sharing dist/.
    const outDir = process.env.DIST_DIR ? ['--outDir', process.env.DIST_DIR] : [];
    run('vite', bin('vite'), ['preview', '--port', PORT, '--strictPort', ...outDir]);
  }
  if (mode !== 'api') await waitForPort(PORT, 60000);
  console.log(
    `[stack] ready: storefront http://localhost:${PORT}  api http://localhost:${API_PORT}  mock http://localhost:${MOCK_PORT}`,
  );
} catch (err) {
  console.error(`[stack] ${err.message}`);
  stop(1);
}
