// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../support/api-target';
import type { Failure } from './report';
import { runFuzz } from './run';
import { PLANTED, startPlantedMock } from './planted-mock';

// The fuzzer finds real faults: against a copy of the demo API with three planted defects (a 500
// for one input shape, a forbidden body accepted, a refused write that changes state) it reports
// each one, shrunk, with a curl command that reproduces it.

let mock: Awaited<ReturnType<typeof startPlantedMock>>;
let failures: Failure[];
let token: string;

async function dealer(base: string): Promise<Account> {
  const res = await fetch(`${base}/__dealers`, { method: 'POST', body: '{}' });
  return (await res.json()) as Account;
}

beforeAll(async () => {
  mock = await startPlantedMock();
  const [account, other] = [await dealer(mock.base), await dealer(mock.base)];
  const result = await runFuzz({
    base: mock.base,
    mutating: true,
    account,
    other,
    seed: 46,
    runs: 20,
    only: Object.values(PLANTED),
  });
  failures = [...result.rows, ...result.extra].flatMap((t) => t.failures);
  const login = await fetch(`${mock.base}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  token = ((await login.json()) as { accessToken: string }).accessToken;
}, 60_000);

afterAll(() => mock?.close());

/** The reported curl command, run (asynchronously: the planted API answers in this process). */
async function replay(f: Failure): Promise<number> {
  const { stdout } = await promisify(execFile)('sh', ['-c', f.curl], {
    env: { ...process.env, TOKEN: token },
  });
  return Number(/^HTTP\/[\d.]+ (\d{3})/.exec(stdout)?.[1]);
}

const failureOf = (operation: string, check: string) => {
  const f = failures.find((x) => x.operation === operation && x.check === check);
  expect(f, `${operation}: "${check}" among ${JSON.stringify(failures, null, 1)}`).toBeDefined();
  return f!;
};

describe('the contract fuzzer against planted defects', () => {
  it('reports the 500 for one input shape, shrunk to the smallest page that fails', async () => {
    const f = failureOf(PLANTED.serverError, 'no server error');
    expect(f.curl).toContain('/orders?page=101');
    expect(f.status).toBe(500);
    expect(await replay(f)).toBe(500);
  });

  it('reports the body the schema forbids that the API accepted', async () => {
    const f = failureOf(PLANTED.acceptsForbidden, 'invalid request refused');
    expect(f.mode).toBe('invalid');
    expect(f.curl).toContain('--data-raw');
    expect(await replay(f)).toBe(200);
  });

  it('reports the refused write that changed state', async () => {
    const f = failureOf(PLANTED.changesOnRefusal, 'a refused write changes nothing');
    expect(f.detail).toContain('listAddresses');
    expect(f.status).toBeGreaterThanOrEqual(400);
    expect(await replay(f)).toBe(f.status);
  });

  it('reports nothing else', () => {
    const planted = Object.values(PLANTED) as string[];
    expect(failures.filter((f) => !planted.includes(f.operation))).toEqual([]);
  });
});
