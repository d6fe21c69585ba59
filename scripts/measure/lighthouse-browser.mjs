// What `npm run lighthouse` starts: the demo API, one preview server per build, a browser signed
// in as a fresh dealer with a filled cart, and the CPU calibration of Lighthouse's throttling guide.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { waitForPort } from '../lib/ports.mjs';

/**
 * The multiplier Lighthouse's CPU throttling calculator (linked from its throttling guide) gives
 * for a host's benchmark index, so that the throttled page runs at the speed of the mid-tier phone
 * the mobile preset stands for, whatever this shared host's speed is at the moment.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`benchmark index ${benchmarkIndex}: too slow to emulate a mid-tier phone`);
}

/**
 * Reads the host's benchmark index with a Lighthouse run of a one-line page (Lighthouse computes
 * the index at the start of every run) and returns it with its calibrated multiplier.
 */
export async function calibrate(port) {
  const server = http
    .createServer((_, res) => res.end('<!doctype html><title>Calibration</title><p>Calibration'))
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const url = `http://127.0.0.1:${server.address().port}/`;
    const result = await lighthouse(url, { port, logLevel: 'error', onlyAudits: ['viewport'] });
    const index = Math.round(result?.lhr.environment.benchmarkIndex ?? 0);
    return { index, multiplier: Math.round(calibratedMultiplier(index) * 10) / 10 };
  } finally {
    server.close();
  }
}

/** Runs in its own process group so that it can be stopped as a whole. */
function background(cmd, args, { cwd, env }) {
  // At a lower CPU priority than the browser: a phone does not run the servers it talks to.
  const child = spawn('nice', ['-n', process.env.LH_STACK_NICE ?? '15', cmd, ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  process.on('exit', stop);
  return stop;
}

/** The demo API (mock behind the Prism gate), started from `root`. */
export async function startApi(root, ports) {
  const stop = background(process.execPath, [path.join(root, 'scripts/stack.mjs'), 'api'], {
    cwd: root,
    env: { API_PORT: ports.api, MOCK_PORT: ports.mock },
  });
  await waitForPort(ports.api, 60_000, 200);
  return stop;
}

/** `vite preview` of `root`'s build in `outDir`, with its own config (proxy and all). */
export async function startPreview(root, outDir, port, apiPort) {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const stop = background(vite, ['preview', '--port', port, '--strictPort', '--outDir', outDir], {
    cwd: root,
    env: { API_PORT: apiPort },
  });
  await waitForPort(port, 60_000, 200);
  return stop;
}

/**
 * A browser signed in as a fresh dealer of the mock with a filled cart (three cabinets, one
 * assembled, and hardware). Lighthouse audits it through its debugging port; cookies are per host,
 * so every preview port on localhost shares the session.
 */
export async function signedInBrowser(mockPort, debugPort) {
  const mock = `http://127.0.0.1:${mockPort}`;
  const post = async (url, body, token) => {
    const res = await fetch(`${mock}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${url} answered ${res.status}`);
    return res.json();
  };
  const dealer = await post('/__dealers', { kind: 'dealer' });
  const login = () => post('/accounts/login', { email: dealer.email, password: dealer.password });
  const tokens = await login();
  for (const line of [
    { productId: 101, quantity: 4, isAssembled: true },
    { productId: 102, quantity: 2, isAssembled: false },
    { productId: 1001, quantity: 20, isAssembled: false },
  ])
    await post('/carts', line, tokens.accessToken);
  const context = await chromium.launchPersistentContext(
    path.join(os.tmpdir(), `storefront-lighthouse-profile-${debugPort}`),
    {
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs.filter((a) => a !== '--headless'),
        `--remote-debugging-port=${debugPort}`,
      ],
    },
  );
  const setCookies = (session) =>
    context.addCookies(
      ['accessToken', 'refreshToken'].map((name) => ({
        name,
        value: session[name],
        domain: 'localhost',
        path: '/',
        sameSite: 'Lax',
      })),
    );
  await setCookies(tokens);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  return {
    port: debugPort,
    close: () => context.close(),
    // Every audit starts with a cold HTTP cache, as a first visit does; Lighthouse's own storage
    // reset would also drop the session.
    clearCache: () => cdp.send('Network.clearBrowserCache'),
    warmUp: async (urls) => {
      for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
      await page.goto('about:blank');
    },
    signOut: () => context.clearCookies(),
    // A new session each time: the app may have rotated the one it was given.
    signIn: async () => setCookies(await login()),
  };
}
