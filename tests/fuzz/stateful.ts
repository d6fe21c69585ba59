import fc from 'fast-check';
import type { Operation } from './contract-doc';
import { checkAnswer } from './checks';
import { buildRequest, curl, send, type Input, type Reply } from './http';
import { seedFor, type Session } from './operation';
import { Tally, type Failure } from './report';
import { differs, fieldsOf, pick, StepFailed, type Item, type Model } from './model';
import { RESOURCES, type Resource, type Step } from './resources';
import { nearExample, valueArb } from './schema-arb';

// Random sequences of create, update, delete and read on one resource, run against a model of
// what the list should then hold; after every step the list is read and compared with the model.
// The model starts from the list as it is, so a sequence runs on any account.

interface Real {
  s: Session;
  r: Resource;
  ops: Map<string, Operation>;
  tally: Tally;
  steps: string[];
}

async function call(
  real: Real,
  step: Step | string,
  input: Input,
): Promise<{ reply: Reply; curl: string }> {
  const op = real.ops.get(typeof step === 'string' ? step : step.operation)!;
  const sent = buildRequest(real.s.base, op, input, real.s.token);
  const reply = await send(sent);
  real.tally.count(reply.status);
  real.steps.push(`${op.id} -> ${reply.status}`);
  const finding = checkAnswer(op, reply);
  if (finding)
    throw new StepFailed({
      operation: op.id,
      ...finding,
      curl: curl(sent),
      status: reply.status,
      body: reply.text.slice(0, 400),
    });
  if (!op.readOnly && reply.status < 400) real.s.holdings.forget();
  return { reply, curl: curl(sent) };
}

async function list(real: Real): Promise<Map<string, Item>> {
  const { reply } = await call(real, real.r.list, { path: {}, query: {}, signedIn: true });
  const root = reply.json as Item;
  const items = (real.r.items ? root[real.r.items] : root) as Item[];
  const view = real.r.view ?? ((i: Item) => i);
  return new Map(items.map((i) => [String(i[real.r.key]), view(i)]));
}

function compare(
  real: Real,
  model: Model,
  seen: Map<string, Item>,
  last: { curl: string; reply: Reply },
) {
  const detail = differs(model, seen);
  if (detail)
    throw new StepFailed({
      operation: real.r.list,
      check: `${real.r.name} hold what the model holds`,
      detail,
      curl: last.curl,
      status: last.reply.status,
      body: last.reply.text.slice(0, 400),
    });
}

function bodyArb(real: Real, step: Step): fc.Arbitrary<unknown> {
  const op = real.ops.get(step.operation)!;
  if (!op.body) return fc.constant(undefined);
  const example = step.example
    ? op.body.examples[step.example]
    : Object.values(op.body.examples)[0];
  return example === undefined
    ? valueArb(op.body.schema, real.s.hints)
    : nearExample(op.body.schema, example, real.s.hints);
}

/** The id goes where the operation takes it: its path parameter, else the body property. */
function withKey(real: Real, step: Step, key: string, body: unknown): Input {
  const op = real.ops.get(step.operation)!;
  const param = op.params.find((p) => p.in === 'path');
  const typed = /^\d+$/.test(key) ? Number(key) : key;
  if (param) return { path: { [param.name]: typed }, query: {}, body, signedIn: true };
  return { path: {}, query: {}, body: { ...(body as Item), [real.r.key]: typed }, signedIn: true };
}

type Cmd = fc.AsyncCommand<Model, Real>;

function command(name: string, run: (m: Model, real: Real) => Promise<void>): Cmd {
  return { check: () => true, run, toString: () => name };
}

function commands(r: Resource, real: Real): fc.Arbitrary<Cmd>[] {
  const pickKey = (m: Model, n: number) => [...m.keys()][n % Math.max(m.size, 1)] ?? '0';
  const finish = async (m: Model, last: { curl: string; reply: Reply }) =>
    compare(real, m, await list(real), last);
  return [
    bodyArb(real, r.create).map((body) =>
      command(`create ${JSON.stringify(body)}`, async (m, real) => {
        if (r.before)
          await call(real, r.before, {
            path: {},
            query: {},
            body: bodyOf(real, r.before),
            signedIn: true,
          });
        const before = await list(real);
        const last = await call(real, r.create, { path: {}, query: {}, body, signedIn: true });
        if (last.reply.status < 400) {
          const after = await list(real);
          const added = [...after.keys()].filter((k) => !before.has(k));
          if (added.length === 1) m.set(added[0]!, fieldsOf(r, body));
          else if (!(r.merges && added.length === 0))
            throw new StepFailed({
              operation: r.create.operation,
              check: `a create adds one ${r.name} item`,
              detail: `${added.length} new ids`,
              curl: last.curl,
              status: last.reply.status,
              body: last.reply.text.slice(0, 400),
            });
          // A merge changes an existing item in ways the request alone does not say.
          if (added.length === 0)
            for (const [k, v] of after) if (m.has(k)) m.set(k, pick(m.get(k)!, v));
        }
        await finish(m, last);
      }),
    ),
    fc.tuple(fc.nat(), bodyArb(real, r.update)).map(([n, body]) =>
      command(`update #${n} ${JSON.stringify(body)}`, async (m, real) => {
        const key = pickKey(m, n);
        const last = await call(real, r.update, withKey(real, r.update, key, body));
        if (last.reply.status < 400 && m.has(key)) {
          const [field, value] = r.removesWith ?? [];
          if (field && (body as Item)?.[field] === value) m.delete(key);
          else m.set(key, { ...m.get(key), ...fieldsOf(r, body) });
        }
        await finish(m, last);
      }),
    ),
    fc.tuple(fc.nat(), bodyArb(real, r.remove)).map(([n, near]) =>
      command(`delete #${n}`, async (m, real) => {
        const key = pickKey(m, n);
        // A body near the removing example may have moved off its removing value (quantity 0).
        const [field, value] = r.removesWith ?? [];
        const body = field ? { ...(near as Item), [field]: value } : near;
        const last = await call(real, r.remove, withKey(real, r.remove, key, body));
        if (last.reply.status < 400) m.delete(key);
        await finish(m, last);
      }),
    ),
  ];
}

function bodyOf(real: Real, step: Step): unknown {
  const op = real.ops.get(step.operation)!;
  return step.example ? op.body?.examples[step.example] : Object.values(op.body?.examples ?? {})[0];
}

const SEQUENCES_PER_RUN = 5;

export async function runSequences(s: Session, all: Operation[], only: string[]): Promise<Tally[]> {
  const ops = new Map(all.map((op) => [op.id, op]));
  const out: Tally[] = [];
  for (const r of RESOURCES) {
    const used = [r.create, r.update, r.remove, ...(r.before ? [r.before] : [])].map(
      (st) => st.operation,
    );
    if (![...used, r.list].every((id) => ops.has(id))) continue;
    if (only.length && !used.some((id) => only.includes(id))) continue;
    const tally = new Tally(`sequences: ${r.name}`);
    tally.invalid = null;
    const real: Real = { s, r, ops, tally, steps: [] };
    let failure: Failure | null = null;
    const property = fc.asyncProperty(
      fc.commands(commands(r, real), { maxCommands: 8 }),
      async (cmds) => {
        real.steps = [];
        const model: Model = new Map([...(await list(real)).keys()].map((k) => [k, {}]));
        try {
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          tally.valid += 1;
        } catch (e) {
          if (!(e instanceof StepFailed)) throw e;
          failure = {
            ...e.failure,
            mode: `sequence of ${r.name}`,
            seed: s.seed,
            case: `${[...cmds].map(String).join('; ')} [${real.steps.join(', ')}]`,
          };
          throw e;
        }
      },
    );
    const details = await fc.check(property, {
      seed: seedFor(s.seed, `sequences:${r.name}`),
      numRuns: Math.max(3, Math.ceil(s.runs / SEQUENCES_PER_RUN)),
    });
    if (details.failed)
      tally.failures.push(
        failure ?? {
          operation: r.list,
          mode: `sequence of ${r.name}`,
          seed: s.seed,
          case: '',
          check: 'the fuzzer itself',
          detail: String(details.errorInstance),
          curl: '',
          status: 0,
          body: '',
        },
      );
    out.push(tally);
  }
  return out;
}
