import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Operation, Schema } from './contract-doc';
import type { Reply } from './http';

// The checks every answer gets: no 5xx, a documented status, a body that follows the documented
// schema for that status and content type; a request outside the contract gets a documented 4xx
// with the Error schema.

const ajv = new Ajv2020({ strict: false, allErrors: false });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat(
  'date-time',
  (v: string) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d\d-\d\dT/.test(v),
);

const cache = new WeakMap<Schema, ValidateFunction>();

export function validator(schema: Schema): ValidateFunction {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  return fn;
}

/** The first schema error as one line, for the failure report. */
export function firstError(fn: ValidateFunction): string {
  const e = fn.errors?.[0];
  if (!e) return 'invalid';
  return `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`.trim();
}

/** A check that failed: its name and what was wrong. */
export interface Finding {
  check: string;
  detail: string;
}

/** The documented answer for a status: the exact code, then 4XX-style ranges, then default. */
export function documented(op: Operation, status: number) {
  return (
    op.responses[String(status)] ??
    op.responses[`${String(status)[0]}XX`] ??
    op.responses.default ??
    null
  );
}

export function checkAnswer(op: Operation, reply: Reply): Finding | null {
  if (reply.status >= 500) return { check: 'no server error', detail: `answered ${reply.status}` };
  const answer = documented(op, reply.status);
  if (!answer)
    return {
      check: 'documented status',
      detail: `${reply.status} is not among ${Object.keys(op.responses).join(', ')}`,
    };
  const types = Object.keys(answer.content);
  if (types.length === 0) {
    if (reply.text !== '')
      return { check: 'body follows the schema', detail: `${reply.status} documents no body` };
    return null;
  }
  const type = reply.contentType.split(';')[0]!.trim().toLowerCase();
  const schema = answer.content[type];
  if (!schema)
    return {
      check: 'documented content type',
      detail: `${reply.status} answered "${type}", documented: ${types.join(', ')}`,
    };
  const body = type.endsWith('json') ? reply.json : reply.text;
  if (type.endsWith('json') && body === undefined)
    return { check: 'body follows the schema', detail: 'the body is not JSON' };
  const fn = validator(schema);
  if (!fn(body)) return { check: 'body follows the schema', detail: firstError(fn) };
  return null;
}

/** A request outside the contract: refused with a documented 4xx whose body is an Error. */
export function checkRefused(op: Operation, reply: Reply): Finding | null {
  if (reply.status >= 200 && reply.status < 300)
    return { check: 'invalid request refused', detail: `accepted with ${reply.status}` };
  // A validating gate in front of staging (Prism) refuses such requests itself, as problem JSON.
  if ([401, 422].includes(reply.status) && reply.contentType.startsWith('application/problem+json'))
    return null;
  const err = reply.json as { error?: unknown } | undefined;
  if (reply.status < 400 || reply.status >= 500 || typeof err?.error !== 'string')
    return {
      check: 'invalid request refused',
      detail: `answered ${reply.status}, not a 4xx with the Error schema`,
    };
  return checkAnswer(op, reply);
}
