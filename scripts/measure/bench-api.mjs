#!/usr/bin/env node
// npm run bench:api [-- --requests 300]
// p50/p95 latency of GET /products, GET /carts and POST /carts through the Prism gate (API_PORT,
// default 4010) and directly against the mock (MOCK_PORT, default 4011). Starts mock + Prism when
// they are not running yet (and stops them afterwards); resets the mock's seed when done.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { waitForUrl } from '../lib/ports.mjs';

const API_PORT = process.env.API_PORT ?? '4010';
const MOCK_PORT = process.env.MOCK_PORT ?? '4011';
const argIndex = process.argv.indexOf('--requests');
const N = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 300;
const WARMUP = 30;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function request(port, method, path, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(port),
        method,
        path,
        agent,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

async function isUp(port) {
  try {
    await request(port, 'GET', '/maintenance');
    return true;
  } catch {
    return false;
  }
}

let stack = null;
async function ensureStack() {
  if ((await isUp(API_PORT)) && (await isUp(MOCK_PORT))) return;
  console.log(`[bench] starting mock (${MOCK_PORT}) and Prism (${API_PORT})…`);
  stack = spawn('node', ['scripts/stack.mjs', 'api'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, API_PORT, MOCK_PORT },
  });
  await waitForUrl(`http://127.0.0.1:${API_PORT}/maintenance`, 30_000, 100);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(port, method, path, opts) {
  const times = [];
  for (let i = 0; i < WARMUP + N; i += 1) {
    const t0 = process.hrtime.bigint();
    const r = await request(port, method, path, opts);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status >= 300)
      throw new Error(`${method} ${path} on ${port} answered ${r.status}: ${r.text.slice(0, 200)}`);
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

try {
  await ensureStack();
  const login = await request(API_PORT, 'POST', '/accounts/login', {
    body: { email: 'dealer@example.com', password: 'Dealer#2026' },
  });
  const { accessToken: token } = JSON.parse(login.text);
  const cases = [
    ['GET /products', 'GET', '/products?itemClass=Cabinets&color=Thielsen%20Pigeon%20White', {}],
    ['GET /carts', 'GET', '/carts', {}],
    ['POST /carts', 'POST', '/carts', { body: { productId: 1001, quantity: 1 } }],
  ];
  const rows = [];
  for (const [name, method, path, opts] of cases) {
    await request(MOCK_PORT, 'POST', '/__reset');
    const direct = await measure(MOCK_PORT, method, path, { ...opts, token });
    await request(MOCK_PORT, 'POST', '/__reset');
    const gate = await measure(API_PORT, method, path, { ...opts, token });
    rows.push({ name, direct, gate });
  }
  await request(MOCK_PORT, 'POST', '/__reset');
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(`\n${N} sequential requests each (after ${WARMUP} warm-up), keep-alive, ms\n`);
  console.log('call            mock p50 mock p95 gate p50 gate p95 added p50');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(15)} ${f(r.direct.p50)}  ${f(r.direct.p95)}  ${f(r.gate.p50)}  ${f(r.gate.p95)}  ${f(r.gate.p50 - r.direct.p50)}`,
    );
  const worst = Math.max(...rows.map((r) => r.gate.p50 - r.direct.p50));
  console.log(`\nlargest p50 added by the gate: ${worst.toFixed(1)} ms (target < 20 ms)`);
  process.exitCode = worst < 20 ? 0 : 1;
} catch (err) {
  console.error(`[bench] ${err.message}`);
  process.exitCode = 1;
} finally {
  agent.destroy();
  if (stack) {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  }
}
