import { createHash, randomBytes } from 'node:crypto';
import type { TestInfo } from '@playwright/test';

// The demo API's limits count per client, the address in X-Forwarded-For (docs/business-rules.md#limits).
// Each test acts as its own client, as each dealer sits at their own device: parallel tests never
// use up each other's tries, and a test that provokes a limit limits only itself.

// New per run, so a stack reused between runs does not remember a test's earlier tries.
const RUN = randomBytes(8).toString('hex');

/** One address per test (and repeat) in the 198.18.0.0/15 benchmarking range, new each run. */
export function clientAddress(info: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>) {
  const h = createHash('sha256')
    .update(`${RUN}:${info.testId}:${info.repeatEachIndex}:${info.retry}`)
    .digest();
  return `198.${18 + (h[0]! & 1)}.${h[1]}.${h[2]}`;
}
