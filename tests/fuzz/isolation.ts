import fc from 'fast-check';
import type { Operation, Schema } from './contract-doc';
import { checkAnswer, documented } from './checks';
import { buildRequest, curl, send, type Input } from './http';
import type { Holdings } from './holdings';
import { allowed } from './invalid';
import { inputArb, seedFor, type Session } from './operation';
import { Tally } from './report';
import { branches } from './schema-arb';

// Nothing answers another dealer's data: every operation that takes an id, in the path or the
// body, is sent the other dealer's ids (read from the other dealer's own lists, as
// tests/contract/isolation.spec.ts does) by the first dealer. It must be refused (404 where the
// operation documents it, as for an unknown id) and change nothing for either dealer.

const CASES_PER_OPERATION = 3;

/** Ids a visitor can use (a product id) belong to no dealer. */
function publicNames(ops: Operation[]): Set<string> {
  return new Set(ops.filter((op) => op.public).flatMap((op) => op.params.map((p) => p.name)));
}

function bodyNames(op: Operation): string[] {
  if (!op.body) return [];
  return [
    ...new Set(
      branches(op.body.schema).flatMap((b) => Object.keys((b.properties ?? {}) as Schema)),
    ),
  ];
}

/** A request the contract allows, to carry the other dealer's ids. */
function baseInput(s: Session, op: Operation): Input | null {
  const seed = seedFor(s.seed, `${op.id}:isolation`);
  return (
    fc.sample(inputArb(op, s.hints), { seed, numRuns: 50 }).find((i) => allowed(op, i)) ?? null
  );
}

export async function checkIsolation(
  s: Session,
  theirs: Holdings,
  ops: Operation[],
  mutating: boolean,
): Promise<Tally> {
  const tally = new Tally('isolation (the other dealer’s ids)');
  tally.invalid = null;
  const shared = publicNames(ops);
  const everywhere = await theirs.ids();
  for (const op of ops) {
    if (op.public || (!op.readOnly && !mutating)) continue;
    const near = await theirs.ids(op.path);
    const pathParams = op.params.filter((p) => p.in === 'path');
    const inBody = bodyNames(op).filter((n) => !shared.has(n) && everywhere.has(n));
    if (pathParams.some((p) => !near.get(p.name)?.length)) continue;
    if (pathParams.length === 0 && inBody.length === 0) continue;
    const base = baseInput(s, op);
    if (!base) continue;
    for (let i = 0; i < CASES_PER_OPERATION; i += 1) {
      const pick = (list: unknown[]) => list[i % list.length];
      const input: Input = { ...base, path: { ...base.path } };
      for (const p of pathParams) input.path[p.name] = pick(near.get(p.name)!);
      if (inBody.length && base.body && typeof base.body === 'object') {
        const body = { ...(base.body as Record<string, unknown>) };
        for (const n of inBody) body[n] = pick(everywhere.get(n)!);
        input.body = body;
      }
      const mine = op.readOnly ? null : await s.holdings.current(s.holdings.readsFor(op));
      const before = await theirs.current(theirs.readsFor(op));
      const sent = buildRequest(s.base, op, input, s.token);
      const reply = await send(sent);
      tally.count(reply.status);
      tally.valid += 1;
      let finding =
        reply.status < 400
          ? { check: 'another dealer’s id answers 404', detail: `answered ${reply.status}` }
          : documented(op, 404) && reply.status !== 404 && reply.status !== 400
            ? { check: 'another dealer’s id answers 404', detail: `answered ${reply.status}` }
            : checkAnswer(op, reply);
      if (!op.readOnly && reply.status < 400) s.holdings.forget();
      const changedMine = mine ? await s.holdings.changedSince(mine) : null;
      const changedTheirs = await theirs.changedSince(before);
      if (!finding && (changedMine || changedTheirs))
        finding = {
          check: 'a refused write changes nothing',
          detail: `${changedMine ?? changedTheirs} changed for ${changedMine ? 'the caller' : 'the other dealer'}`,
        };
      if (finding)
        tally.failures.push({
          operation: op.id,
          mode: 'isolation',
          seed: s.seed,
          case: `the other dealer’s ids: ${JSON.stringify({ path: input.path, body: inBody })}`,
          ...finding,
          curl: curl(sent),
          status: reply.status,
          body: reply.text.slice(0, 400),
        });
    }
  }
  return tally;
}
