import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseTargetArgs, startBareDemo } from '../../scripts/lib/api-target.mjs';
import { apiTarget } from '../support/api-target';
import { sentCount } from './http';
import { describeFailure, summaryTable } from './report';
import { runFuzz } from './run';

// npm run test:fuzz [-- --base-url URL] [--mutating] [--seed N] [--runs N] [--operation ID]...
//                   [--report FILE] [--quiet]
// Without --base-url: the demo API alone (no gate in front) on a free port, two fresh dealers,
// every operation. With --base-url: that API as CONTRACT_EMAIL (and CONTRACT_EMAIL_2 for the
// isolation check), read-only unless --mutating, exactly as the contract suite (docs/api.md).

const env: Record<string, string | undefined> = { ...process.env };
const { rest } = parseTargetArgs(process.argv.slice(2), env);
const option = (name: string) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};
const only = rest.flatMap((a, i) => (rest[i - 1] === '--operation' ? a.split(',') : []));
const seed = Number(option('--seed') ?? Date.now() % 2 ** 31);
const runs = Number(option('--runs') ?? 25);
const report = option('--report');
const quiet = rest.includes('--quiet');

const local = !env.CONTRACT_BASE_URL;
const stop = local ? await startBareDemo(env) : null;
// A local demo API made just now holds nothing anybody needs: every operation is fuzzed there.
if (local) env.CONTRACT_MUTATING = '1';
const target = apiTarget(env);
const started = Date.now();
console.log(
  `contract fuzzing ${target.base}: seed ${seed}, ${runs} runs per operation${target.mutating ? '' : ', read-only'}`,
);
try {
  const { rows, extra } = await runFuzz({
    base: target.base,
    mutating: target.mutating,
    account: target.credentials,
    other: target.second,
    seed,
    runs,
    only,
    log: quiet ? undefined : (line) => console.log(`  ${line}`),
  });
  const all = [...rows, ...extra];
  const failures = all.flatMap((t) => t.failures);
  console.log(`\n${summaryTable(all)}\n`);
  for (const f of failures) console.log(`${describeFailure(f)}\n`);
  const tests = all.filter((t) => !t.skipped);
  const failed = tests.filter((t) => t.failures.length > 0).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${tests.length - failed} passed, ${failed} failed (${failures.length} failures, seed ${seed}, ${sentCount.value} requests in ${seconds}s)`,
  );
  if (report) {
    mkdirSync(dirname(report), { recursive: true });
    writeFileSync(
      report,
      JSON.stringify({ seed, passed: tests.length - failed, failed, failures }, null, 2),
    );
  }
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  stop?.();
}
