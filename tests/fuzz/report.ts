// What a run found: one row per operation (cases sent, 2xx, 4xx, failures) and every failure
// with what a person needs to act on it.

export interface Failure {
  operation: string;
  /** valid, invalid, isolation, or the stateful sequence of a resource. */
  mode: string;
  seed: number;
  /** The shrunk case: 'valid request', 'too long (body.city)', the sequence of steps ... */
  case: string;
  check: string;
  detail: string;
  curl: string;
  status: number;
  body: string;
}

export class Tally {
  sent = 0;
  ok = 0;
  refused = 0;
  valid = 0;
  /** Null when the operation has no invalid variant (no parameters, body or sign-in). */
  invalid: number | null = 0;
  failures: Failure[] = [];

  constructor(
    readonly name: string,
    /** Why nothing was sent (read-only run), if so. */
    readonly skipped: string | null = null,
  ) {}

  count(status: number): void {
    this.sent += 1;
    if (status >= 200 && status < 300) this.ok += 1;
    else if (status >= 400 && status < 500) this.refused += 1;
  }
}

const pad = (v: string | number, n: number) => String(v).padEnd(n);
const padL = (v: string | number, n: number) => String(v).padStart(n);

export function summaryTable(rows: Tally[]): string {
  const w = Math.max(9, ...rows.map((r) => r.name.length)) + 2;
  const head = `${pad('operation', w)}${padL('sent', 6)}${padL('valid', 7)}${padL('invalid', 9)}${padL('2xx', 6)}${padL('4xx', 6)}${padL('failures', 10)}`;
  const lines = rows.map((r) =>
    r.skipped
      ? `${pad(r.name, w)}  skipped: ${r.skipped}`
      : `${pad(r.name, w)}${padL(r.sent, 6)}${padL(r.valid, 7)}${padL(r.invalid ?? 'n/a', 9)}${padL(r.ok, 6)}${padL(r.refused, 6)}${padL(r.failures.length, 10)}`,
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

export function describeFailure(f: Failure): string {
  return [
    `FAIL ${f.operation} [${f.mode}] ${f.check}: ${f.detail}`,
    `  case:   ${f.case}`,
    `  replay: npm run test:fuzz -- --seed ${f.seed} --operation ${f.operation}`,
    ...(f.curl ? [`  curl:   ${f.curl}`] : []),
    ...(f.status ? [`  answer: ${f.status} ${f.body}`] : []),
  ].join('\n');
}
