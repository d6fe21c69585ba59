import fc from 'fast-check';
import type { Operation } from './contract-doc';
import { checkAnswer, checkRefused, type Finding } from './checks';
import { buildRequest, curl, send, type Input, type Reply } from './http';
import type { Holdings } from './holdings';
import { allowed, variants, type Variant } from './invalid';
import { nearExample, valueArb, withHints, type Hints } from './schema-arb';
import type { Failure, Tally } from './report';

// One operation fuzzed: `runs` valid requests generated from its schemas, then `runs` invalid
// variants of them, each answer checked; a failing case is shrunk by fast-check and reported
// with its seed and a curl command.

export interface Session {
  base: string;
  token: string;
  /** Signs in again: a generated case (a sign-out, a password reset) may end the session. */
  renew: () => Promise<void>;
  /** Continues with the session a case's answer hands over (a password reset in the account). */
  adopt: (input: Input, reply: Reply) => void;
  /** Operations after whose cases the session had to be renewed. */
  renewals: Set<string>;
  holdings: Holdings;
  hints: Hints;
  seed: number;
  runs: number;
}

/** The same seed for an operation whether it runs alone (--operation) or with all the others. */
export function seedFor(seed: number, name: string): number {
  let h = seed | 0;
  for (const c of name) h = (Math.imul(h ^ c.charCodeAt(0), 16777619) + 0x9e3779b9) | 0;
  return h;
}

export function inputArb(op: Operation, hints: Hints): fc.Arbitrary<Input> {
  const part = (where: 'path' | 'query') => {
    const params = op.params.filter((p) => p.in === where);
    return fc.record(
      Object.fromEntries(params.map((p) => [p.name, withHints(p.name, valueArb(p.schema), hints)])),
      { requiredKeys: params.filter((p) => p.required).map((p) => p.name) },
    );
  };
  const generated = op.body ? valueArb(op.body.schema, hints) : fc.constant(undefined);
  const examples = Object.values(op.body?.examples ?? {});
  const body =
    op.body && examples.length
      ? fc.oneof(
          { weight: 1, arbitrary: generated },
          {
            weight: 1,
            arbitrary: fc.oneof(...examples.map((e) => nearExample(op.body!.schema, e, hints))),
          },
        )
      : generated;
  return fc.record({ path: part('path'), query: part('query'), body, signedIn: fc.constant(true) });
}

/** One invalid variant of a valid input: a kind first (each as likely), then a place. */
function invalidArb(op: Operation, hints: Hints): fc.Arbitrary<Variant | null> {
  return fc.tuple(inputArb(op, hints), fc.nat(), fc.nat()).map(([input, k, w]) => {
    const all = variants(op, input);
    const kinds = [...new Set(all.map((v) => v.kind))];
    if (kinds.length === 0) return null;
    const ofKind = all.filter((v) => v.kind === kinds[k % kinds.length]);
    return ofKind[w % ofKind.length]!;
  });
}

async function exercise(
  s: Session,
  op: Operation,
  input: Input,
  invalid: boolean,
  tally: Tally,
): Promise<{ finding: Finding | null; curl: string; status: number; body: string }> {
  const reads = op.readOnly ? [] : s.holdings.readsFor(op);
  let before = reads.length > 0 ? await s.holdings.current(reads) : null;
  let sent = buildRequest(s.base, op, input, s.token);
  let reply = await send(sent);
  if (input.signedIn && reply.status === 401 && !(await s.holdings.signedIn())) {
    // An earlier case ended the session: the same case again, signed in anew.
    await s.renew();
    s.renewals.add(op.id);
    s.holdings.forget();
    before = reads.length > 0 ? await s.holdings.current(reads) : null;
    sent = buildRequest(s.base, op, input, s.token);
    reply = await send(sent);
  }
  tally.count(reply.status);
  if (input.signedIn && reply.status < 300) s.adopt(input, reply);
  let finding = invalid ? checkRefused(op, reply) : checkAnswer(op, reply);
  if (!op.readOnly && reply.status < 400) s.holdings.forget();
  else if (before) {
    const changed = await s.holdings.changedSince(before);
    if (changed && !finding)
      finding = {
        check: 'a refused write changes nothing',
        detail: `${changed} answers differently after the refused ${reply.status}`,
      };
  }
  return { finding, curl: curl(sent), status: reply.status, body: reply.text.slice(0, 400) };
}

async function runProperty<T>(
  s: Session,
  op: Operation,
  mode: 'valid' | 'invalid',
  arb: fc.Arbitrary<T>,
  toInput: (v: T) => { input: Input; label: string } | null,
  tally: Tally,
): Promise<number> {
  const seed = seedFor(s.seed, `${op.id}:${mode}`);
  let last: Failure | null = null;
  const property = fc.asyncProperty(arb, async (value) => {
    const c = toInput(value);
    fc.pre(c !== null && (mode === 'invalid' || allowed(op, c.input)));
    const r = await exercise(s, op, c!.input, mode === 'invalid', tally);
    if (!r.finding) return true;
    last = { operation: op.id, mode, seed: s.seed, case: c!.label, ...r.finding, ...r };
    return false;
  });
  const details = await fc.check(property, { seed, numRuns: s.runs, maxSkipsPerRun: 20 });
  if (details.failed && last) tally.failures.push(last);
  else if (details.failed)
    tally.failures.push({
      operation: op.id,
      mode,
      seed: s.seed,
      case: '',
      check: 'the fuzzer itself',
      detail: String(details.errorInstance ?? 'failed'),
      curl: '',
      status: 0,
      body: '',
    });
  return details.numRuns;
}

export async function fuzzOperation(s: Session, op: Operation, tally: Tally): Promise<void> {
  tally.valid += await runProperty(
    s,
    op,
    'valid',
    inputArb(op, s.hints),
    (input) => ({ input, label: 'valid request' }),
    tally,
  );
  const invalid = invalidArb(op, s.hints);
  // An operation without parameters, body or sign-in has no invalid variant.
  const seed = seedFor(s.seed, `${op.id}:probe`);
  if (fc.sample(invalid, { seed, numRuns: 10 }).every((v) => v === null)) {
    tally.invalid = null;
    return;
  }
  tally.invalid = await runProperty(
    s,
    op,
    'invalid',
    invalid,
    (v) => (v ? { input: v.input, label: `${v.kind} (${v.where})` } : null),
    tally,
  );
}
