import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

// The demo API refuses by itself what openapi.yaml forbids (path and query parameters, request
// bodies), so it can stand in for a staging server without the Prism gate in front: a request
// the gate would refuse with a 422 gets a 400 {error} here. Schemas are read from the contract,
// never restated, and compiled on the first request of each operation.

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

interface Checks {
  path: ValidateFunction | null;
  query: ValidateFunction | null;
  body: ValidateFunction | null;
  bodyRequired: boolean;
  /** Every security alternative of the operation needs a Bearer token. */
  needsToken: boolean;
}

const DOC_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

let doc: Json | null = null;
const strictAjv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
// Parameters arrive as text: '2' is the integer 2, 'abc' is not.
const coercingAjv = new Ajv2020({
  strict: false,
  allErrors: false,
  validateFormats: false,
  coerceTypes: true,
});
const operations = new Map<string, { path: string; method: string; op: Json }>();
const compiled = new Map<string, Checks>();

function load(): void {
  if (doc) return;
  doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Json;
  strictAjv.addSchema({ ...doc, $id: DOC_ID });
  coercingAjv.addSchema({ ...doc, $id: DOC_ID });
  const paths = doc.paths as Record<string, Json>;
  for (const [path, item] of Object.entries(paths))
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (op?.operationId) operations.set(op.operationId as string, { path, method, op });
    }
}

/** '#/components/…' inside a schema copied out of the document points back into it. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? DOC_ID + v : rebase(v),
    ]),
  );
}

function resolveParameter(p: Json): Parameter {
  const ref = p.$ref;
  if (typeof ref !== 'string') return p as unknown as Parameter;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key], doc);
  return target as Parameter;
}

/** `security: []` or an empty alternative (`- {}`) lets a visitor in. */
const needsToken = (alternatives: Json[]) =>
  alternatives.length > 0 && alternatives.every((r) => Object.keys(r).length > 0);

function objectSchema(params: Parameter[]): ValidateFunction | null {
  if (params.length === 0) return null;
  return coercingAjv.compile({
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, rebase(p.schema ?? {})])),
    required: params.filter((p) => p.required).map((p) => p.name),
  });
}

function checksFor(operationId: string): Checks | null {
  load();
  const cached = compiled.get(operationId);
  if (cached) return cached;
  const found = operations.get(operationId);
  if (!found) return null;
  const { path, method, op } = found;
  const item = (doc!.paths as Record<string, Json>)[path]!;
  const params = [
    ...((item.parameters as Json[] | undefined) ?? []),
    ...((op.parameters as Json[] | undefined) ?? []),
  ].map(resolveParameter);
  const body = op.requestBody as Json | undefined;
  const pointer = `${DOC_ID}#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`;
  const checks: Checks = {
    path: objectSchema(params.filter((p) => p.in === 'path')),
    query: objectSchema(params.filter((p) => p.in === 'query')),
    body: body ? (strictAjv.getSchema(pointer) ?? null) : null,
    bodyRequired: Boolean(body?.required),
    needsToken: needsToken((op.security ?? doc!.security) as Json[]),
  };
  compiled.set(operationId, checks);
  return checks;
}

function describe(where: string, validate: ValidateFunction): Refusal {
  const e = validate.errors?.[0];
  const path = e?.instancePath ? e.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const within = (name: string) => [path, name].filter(Boolean).join('.');
  const what =
    e?.keyword === 'required'
      ? `${within(String(e.params.missingProperty))} is required`
      : e?.keyword === 'additionalProperties'
        ? `${within(String(e.params.additionalProperty))} is not allowed`
        : `${path || 'it'} ${e?.message ?? 'is invalid'}`;
  return { status: 400, error: `The request does not follow the contract: ${where} ${what}.` };
}

export interface Refusal {
  status: 400 | 401;
  error: string;
}

/**
 * Null when the contract allows the request, else what the gate would have refused it with: a
 * 401 for a missing token where the operation needs one (checked first, as the gate does), a 400
 * for a parameter or body outside the contract.
 */
export function contractViolation(
  operationId: string,
  request: {
    params: Record<string, string>;
    query: URLSearchParams;
    body: unknown;
    authorization: string | undefined;
  },
): Refusal | null {
  const checks = checksFor(operationId);
  if (!checks) return null;
  if (checks.needsToken && !request.authorization) return { status: 401, error: 'Unauthorized' };
  if (checks.path && !checks.path({ ...request.params })) return describe('path', checks.path);
  if (checks.query) {
    const query: Record<string, string> = {};
    for (const [k, v] of request.query) query[k] ??= v;
    if (!checks.query(query)) return describe('query', checks.query);
  }
  if (checks.body) {
    if (request.body !== undefined && !checks.body(request.body))
      return describe('body', checks.body);
    if (request.body === undefined && checks.bodyRequired)
      return {
        status: 400,
        error: 'The request does not follow the contract: a body is required.',
      };
  }
  return null;
}
