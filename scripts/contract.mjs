#!/usr/bin/env node
// npm run test:contract [-- --base-url https://staging.example.com/api] [--mutating]
// Without --base-url the local demo stack (mock behind Prism) is started and tested.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env, PW_ONLY_CONTRACT: '1' };
const rest = [];
for (let i = 0; i < args.length; i += 1) {
  const a = args[i];
  if (a === '--base-url') env.CONTRACT_BASE_URL = args[++i];
  else if (a.startsWith('--base-url=')) env.CONTRACT_BASE_URL = a.slice('--base-url='.length);
  else if (a === '--mutating') env.CONTRACT_MUTATING = '1';
  else rest.push(a);
}
const r = spawnSync('node_modules/.bin/playwright', ['test', '--project=contract', ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
