#!/usr/bin/env node
// Starts the demo stack: stateful mock -> Prism validating proxy (--errors) -> Vite.
// Usage: node scripts/stack.mjs [dev|preview|api]   ("api" starts mock + Prism only)
// Every child is stopped when this process is interrupted or one child dies. Children stay in
// this process group so that a runner killing the group (Playwright does) stops them all.
import { spawn } from 'node:child_process';
import { waitForPort } from './lib/ports.mjs';

const mode = process.argv[2] ?? 'dev';
const MOCK_PORT = process.env.MOCK_PORT ?? '4011';
const API_PORT = process.env.API_PORT ?? '4010';
const PORT = process.env.PORT ?? '5173';
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const children = [];
let stopping = false;

function run(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
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
  run('prism', bin('prism'), [
    'proxy',
    'openapi.yaml',
    `http://127.0.0.1:${MOCK_PORT}`,
    '--errors',
    '--host',
    '127.0.0.1',
    '--port',
    API_PORT,
  ]);
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
