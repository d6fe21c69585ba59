#!/usr/bin/env node
// npm run test:contract [-- --base-url https://staging.example.com/api] [--mutating] [--bare]
// Without --base-url the local demo stack (mock behind Prism) is started and tested.
// --bare runs the suite as against a staging server, straight at the demo API with no gate in
// front (read-only, no reset): the demo API is started on a free port, and two fresh dealers made
// there stand for the staging accounts CONTRACT_EMAIL and CONTRACT_EMAIL_2.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { waitForPort } from './lib/ports.mjs';

const args = process.argv.slice(2);
const env = { ...process.env, PW_ONLY_CONTRACT: '1' };
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

function run(cmd, argv, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, options);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let mock = null;
if (bare) {
  const port = await freePort();
  mock = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
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
  delete env.CONTRACT_MUTATING;
}
const status = await run('node_modules/.bin/playwright', ['test', '--project=contract', ...rest], {
  stdio: 'inherit',
  env,
});
mock?.kill('SIGTERM');
process.exit(status);
