// The API a test runner aims at, shared by `npm run test:contract` and `npm run test:fuzz`: the
// staging options (--base-url, --mutating) and the bare demo API that stands in for staging.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { waitForPort } from './ports.mjs';

/**
 * Reads --base-url URL and --mutating into the contract suite's variables (CONTRACT_BASE_URL,
 * CONTRACT_MUTATING) of `env`; `rest` is every other argument, in order.
 */
export function parseTargetArgs(args, env) {
  const rest = [];
  let bare = false;
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i];
    if (a === '--base-url') env.CONTRACT_BASE_URL = args[++i];
    else if (a.startsWith('--base-url=')) env.CONTRACT_BASE_URL = a.slice('--base-url='.length);
    else if (a === '--mutating') env.CONTRACT_MUTATING = '1';
    else if (a === '--bare') bare = true;
    else rest.push(a);
  }
  return { bare, rest };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the demo API alone (no gate in front) on a free port and makes two fresh dealers there
 * for the staging accounts CONTRACT_EMAIL and CONTRACT_EMAIL_2, which it writes into `env` with
 * CONTRACT_BASE_URL. Returns the function that stops it.
 */
export async function startBareDemo(env) {
  const port = await freePort();
  const mock = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port);
  const base = `http://127.0.0.1:${port}`;
  const dealer = async () => {
    const res = await fetch(`${base}/__dealers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 201) throw new Error(`POST /__dealers answered ${res.status}`);
    return res.json();
  };
  const [one, two] = [await dealer(), await dealer()];
  Object.assign(env, {
    CONTRACT_BASE_URL: base,
    CONTRACT_EMAIL: one.email,
    CONTRACT_PASSWORD: one.password,
    CONTRACT_EMAIL_2: two.email,
    CONTRACT_PASSWORD_2: two.password,
  });
  return () => mock.kill('SIGTERM');
}
