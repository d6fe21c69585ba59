#!/usr/bin/env node
// npm run test:contract [-- --base-url https://staging.example.com/api] [--mutating] [--bare]
// Without --base-url the local demo stack (mock behind Prism) is started and tested.
// --bare runs the suite as against a staging server, straight at the demo API with no gate in
// front (read-only, no reset): the demo API is started on a free port, and two fresh dealers made
// there stand for the staging accounts CONTRACT_EMAIL and CONTRACT_EMAIL_2.
import { spawn } from 'node:child_process';
import { parseTargetArgs, startBareDemo } from './lib/api-target.mjs';

const env = { ...process.env, PW_ONLY_CONTRACT: '1' };
const { bare, rest } = parseTargetArgs(process.argv.slice(2), env);

function run(cmd, argv, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, options);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let stop = null;
if (bare) {
  stop = await startBareDemo(env);
  delete env.CONTRACT_MUTATING;
}
const status = await run('node_modules/.bin/playwright', ['test', '--project=contract', ...rest], {
  stdio: 'inherit',
  env,
});
stop?.();
process.exit(status);
