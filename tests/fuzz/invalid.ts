import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Operation, Param, Schema } from './contract-doc';
import type { Input } from './http';
import { branches } from './schema-arb';
import { validator } from './checks';

// The invalid variants of a valid request: a required property missing, a wrong type, a string
// over its maxLength, a number out of range, an unknown enum value, an extra property where none
// is allowed, a malformed JSON body, no body where one is required, no or an unknown access
// token. Each variant
// is kept only when the contract really forbids the result (checked with ajv).

export type Kind =
  | 'missing required'
  | 'wrong type'
  | 'too long'
  | 'out of range'
  | 'unknown enum value'
  | 'extra property'
  | 'malformed JSON'
  | 'missing body'
  | 'no access token'
  | 'unknown access token';

export interface Variant {
  kind: Kind;
  /** Where in the request: body.addresses.0.city, path.id, query.page ... */
  where: string;
  input: Input;
}

interface Site {
  kind: Kind;
  where: (string | number)[];
  value?: unknown;
  remove?: boolean;
}

const ALL_TYPES: [string, unknown][] = [
  ['string', 'not-a-number'],
  ['integer', 12345],
  ['boolean', true],
  ['object', {}],
  ['array', []],
  ['null', null],
];

function typesAllowed(s: Schema): Set<string> {
  const all = branches(s).flatMap((b) =>
    Array.isArray(b.type) ? (b.type as string[]) : b.type ? [b.type as string] : [],
  );
  if (all.includes('integer')) all.push('number');
  if (all.includes('number')) all.push('integer');
  return new Set(all);
}

/** Sites of one value against its schema; `at` is the path so far. */
function sitesOf(schema: Schema, value: unknown, at: (string | number)[], out: Site[]): void {
  const alts = branches(schema);
  // Properties of every alternative: a body of an anyOf schema may be walked through any of them.
  const s: Schema =
    alts.length === 1
      ? alts[0]!
      : { ...alts[0]!, properties: Object.assign({}, ...alts.map((a) => a.properties ?? {})) };
  const allowed = typesAllowed(schema);
  if (allowed.size > 0) {
    const other = ALL_TYPES.find(([t]) => !allowed.has(t));
    if (other) out.push({ kind: 'wrong type', where: at, value: other[1] });
  }
  if (typeof value === 'string' && typeof s.maxLength === 'number')
    out.push({ kind: 'too long', where: at, value: 'x'.repeat(s.maxLength + 1) });
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number')
      out.push({ kind: 'out of range', where: at, value: s.minimum - 1 });
    if (typeof s.maximum === 'number')
      out.push({ kind: 'out of range', where: at, value: s.maximum + 1 });
  }
  if (Array.isArray(s.enum))
    out.push({ kind: 'unknown enum value', where: at, value: 'NOT_IN_ENUM' });
  if (Array.isArray(value) && value.length > 0 && s.items)
    sitesOf(s.items as Schema, value[0], [...at, 0], out);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const required = new Set(alts.flatMap((a) => (a.required as string[] | undefined) ?? []));
    for (const [name, v] of Object.entries(value)) {
      if (required.has(name))
        out.push({ kind: 'missing required', where: [...at, name], remove: true });
      if (props[name]) sitesOf(props[name], v, [...at, name], out);
    }
    if (s.additionalProperties === false)
      out.push({ kind: 'extra property', where: [...at, 'unexpectedProperty'], value: 1 });
  }
}

function setAt(root: unknown, where: (string | number)[], site: Site): unknown {
  if (where.length === 0) return site.value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of where.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = where[where.length - 1]!;
  if (site.remove) delete node[last];
  else node[last] = site.value;
  return copy;
}

// Parameters arrive as text: '2' is the integer 2, 'abc' is not (as the demo API reads them).
const coercing = new Ajv2020({ strict: false, coerceTypes: true, validateFormats: false });
const paramChecks = new WeakMap<Operation, Map<string, ReturnType<typeof coercing.compile>>>();

function paramsValid(op: Operation, where: 'path' | 'query', values: Record<string, unknown>) {
  let byOp = paramChecks.get(op);
  if (!byOp) paramChecks.set(op, (byOp = new Map()));
  let fn = byOp.get(where);
  if (!fn) {
    const params = op.params.filter((p) => p.in === where);
    fn = coercing.compile({
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
    });
    byOp.set(where, fn);
  }
  const text = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return fn(text);
}

function paramSites(p: Param, value: unknown): Site[] {
  const out: Site[] = [];
  sitesOf(p.schema, value, [p.in, p.name], out);
  if (p.in === 'query' && p.required)
    out.push({ kind: 'missing required', where: [p.in, p.name], remove: true });
  // A parameter is text: a wrong type is text that is not a number or a boolean.
  return out.filter((s) => s.kind !== 'wrong type' || typeof s.value === 'string');
}

/** True when the contract allows the request. */
export function allowed(op: Operation, input: Input): boolean {
  if ((!input.signedIn && !op.public) || input.unknownToken) return false;
  if (!paramsValid(op, 'path', input.path) || !paramsValid(op, 'query', input.query)) return false;
  if (!op.body) return true;
  if (input.body === undefined) return !op.body.required;
  if (typeof input.body === 'string') return false;
  return validator(op.body.schema)(input.body);
}

/** Every invalid variant of `input` the contract forbids; `pick` chooses one. */
export function variants(op: Operation, input: Input): Variant[] {
  const sites: Site[] = [];
  for (const p of op.params)
    if (input[p.in][p.name] !== undefined) sites.push(...paramSites(p, input[p.in][p.name]));
  if (op.body && input.body !== undefined) sitesOf(op.body.schema, input.body, ['body'], sites);
  const out: Variant[] = sites.map((site) => {
    const [part, ...rest] = site.where as ['path' | 'query' | 'body', ...(string | number)[]];
    const next: Input = { ...input, path: { ...input.path }, query: { ...input.query } };
    if (part === 'body') next.body = setAt(input.body, rest, site);
    else next[part] = setAt(input[part], rest, site) as Record<string, unknown>;
    return { kind: site.kind, where: site.where.join('.'), input: next };
  });
  if (op.body) {
    out.push({
      kind: 'malformed JSON',
      where: 'body',
      input: { ...input, body: '{"unterminated": ' },
    });
    if (op.body.required)
      out.push({ kind: 'missing body', where: 'body', input: { ...input, body: undefined } });
  }
  if (!op.public)
    out.push({ kind: 'no access token', where: 'headers', input: { ...input, signedIn: false } });
  // An unknown or expired token answers 401 (the client refreshes), where a visitor may call too.
  if (op.takesToken)
    out.push({
      kind: 'unknown access token',
      where: 'headers',
      input: { ...input, unknownToken: true },
    });
  return out.filter((v) => !allowed(op, v.input));
}
