// What the perf scripts (perf-cart, perf-colour-page, perf-quick-order) share: building dist/,
// starting the demo stack on its preview build in a process group of its own, and summing up
// samples.
import { spawn, spawnSync } from 'node:child_process';

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

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** p50, p95 and max of a list of samples. */
export const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) };
};
