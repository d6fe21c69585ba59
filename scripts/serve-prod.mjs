#!/usr/bin/env node
// `npm run serve:prod`: builds the app and serves dist/ with Debian's nginx and
// deploy/nginx.conf.template in front of the demo API (mock + Prism gate, scripts/stack.mjs api).
// Ports: NGINX_PORT (default 8080), API_PORT, MOCK_PORT. SKIP_BUILD=1 serves the existing dist/.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { ensureNginx, NGINX_BIN, startNginx } from './nginx.mjs';

const NGINX_PORT = process.env.NGINX_PORT ?? '8080';
const API_PORT = process.env.API_PORT ?? '4010';
const children = [];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`port ${port} did not open`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

if (!ensureNginx()) {
  console.error(
    `nginx not found at ${NGINX_BIN}. Install it as root with "apt-get update && apt-get install -y nginx",\n` +
      'or set NGINX_PATH to an nginx binary.',
  );
  process.exit(1);
}
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const api = spawn('node', ['scripts/stack.mjs', 'api'], { stdio: 'inherit' });
children.push(api);
api.on('exit', () => stop(1));
await waitForPort(API_PORT);
const nginx = startNginx({
  port: NGINX_PORT,
  distDir: process.env.DIST_DIR ?? 'dist',
  upstream: `http://127.0.0.1:${API_PORT}`,
});
children.push(nginx);
nginx.on('exit', (code) => {
  console.error(`[serve:prod] nginx exited (${code})`);
  stop(1);
});
await waitForPort(NGINX_PORT);
console.log(`[serve:prod] ready: http://localhost:${NGINX_PORT} (nginx, API gate on ${API_PORT})`);
