import { isDeepStrictEqual } from 'node:util';
import type { Failure } from './report';
import type { Resource } from './resources';

// The model a stateful sequence runs against: for each id of the resource, the fields the
// requests set, compared with what the list shows after every step.

export type Item = Record<string, unknown>;
/** key -> the fields the requests set. */
export type Model = Map<string, Item>;

/** A step whose answer breaks the contract or the model; it ends the sequence. */
export class StepFailed extends Error {
  constructor(readonly failure: Omit<Failure, 'mode' | 'seed' | 'case'>) {
    super(`${failure.check}: ${failure.detail}`);
  }
}

// The server trims text and stores an empty optional text as null.
export const norm = (v: unknown) => (typeof v === 'string' ? v.trim() || null : (v ?? null));

/** The request's fields the list shows back. */
export function fieldsOf(r: Resource, body: unknown): Item {
  const out: Item = {};
  if (!body || typeof body !== 'object') return out;
  for (const [k, v] of Object.entries(body))
    if (k !== r.key && !r.derived?.includes(k)) out[k] = norm(v);
  return out;
}

/** The fields of `v` the model already follows. */
export const pick = (fields: Item, v: Item): Item =>
  Object.fromEntries(Object.keys(fields).map((k) => [k, norm(v[k])]));

/** How the list differs from the model, or null. */
export function differs(model: Model, seen: Map<string, Item>): string | null {
  const want = [...model.keys()].sort();
  const got = [...seen.keys()].sort();
  if (!isDeepStrictEqual(want, got))
    return `ids ${JSON.stringify(got)}, the model has ${JSON.stringify(want)}`;
  for (const [key, fields] of model)
    for (const [k, v] of Object.entries(fields)) {
      const now = seen.get(key)!;
      if (k in now && !isDeepStrictEqual(norm(now[k]), v))
        return `${key}.${k} is ${JSON.stringify(now[k])}, the model says ${JSON.stringify(v)}`;
    }
  return null;
}
