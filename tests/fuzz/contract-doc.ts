import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

// openapi.yaml read at run time, every $ref replaced by what it points at, as a list of
// operations: a new operation in the contract is fuzzed without new code.

export type Schema = Record<string, unknown>;

export interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface Answer {
  /** Schema of the body per content type; empty when the answer has no body. */
  content: Record<string, Schema>;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  tags: string[];
  params: Param[];
  body: { schema: Schema; required: boolean; examples: Record<string, unknown> } | null;
  /** By status code as written in the document ('200', '4XX', 'default'). */
  responses: Record<string, Answer>;
  /** A visitor may call it (its security is empty or has an empty alternative). */
  public: boolean;
  /** It reads an access token when one is sent (its security names a scheme). */
  takesToken: boolean;
  /** GET only: a read never changes server state. */
  readOnly: boolean;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function pointer(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Schema)[key], doc);
}

/** Replaces every local $ref by its target (siblings of $ref win, as in OpenAPI 3.1). */
function deref(doc: unknown, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => deref(doc, n, seen));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Schema;
  if (typeof $ref === 'string') {
    if (seen.includes($ref)) throw new Error(`recursive schema ${$ref} is not supported`);
    const target = deref(doc, pointer(doc, $ref), [...seen, $ref]) as Schema;
    return { ...target, ...(deref(doc, rest, seen) as Schema) };
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, deref(doc, v, seen)]));
}

/** Named examples of a request body (`example` is named 'example'). */
function examplesOf(media: Schema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (media?.example !== undefined) out.example = media.example;
  for (const [name, e] of Object.entries((media?.examples ?? {}) as Record<string, Schema>))
    if (e.value !== undefined) out[name] = e.value;
  return out;
}

export function loadOperations(file = 'openapi.yaml'): Operation[] {
  const raw = parse(readFileSync(file, 'utf8')) as Schema;
  const doc = deref(raw, raw) as Schema;
  const globalSecurity = (doc.security ?? []) as Schema[];
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>))
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op?.operationId) continue;
      const params = [
        ...((item.parameters as Schema[] | undefined) ?? []),
        ...((op.parameters as Schema[] | undefined) ?? []),
      ]
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name as string,
          in: p.in as 'path' | 'query',
          required: Boolean(p.required),
          schema: (p.schema ?? {}) as Schema,
        }));
      const requestBody = op.requestBody as Schema | undefined;
      const json = (requestBody?.content as Record<string, Schema> | undefined)?.[
        'application/json'
      ];
      const security = (op.security ?? globalSecurity) as Schema[];
      out.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        tags: (op.tags ?? []) as string[],
        params,
        body: json
          ? {
              schema: (json.schema ?? {}) as Schema,
              required: Boolean(requestBody?.required),
              examples: examplesOf(json),
            }
          : null,
        responses: Object.fromEntries(
          Object.entries(op.responses as Record<string, Schema>).map(([status, r]) => [
            status,
            {
              content: Object.fromEntries(
                Object.entries((r.content ?? {}) as Record<string, Schema>).map(([type, m]) => [
                  type,
                  (m.schema ?? {}) as Schema,
                ]),
              ),
            },
          ]),
        ),
        public: security.length === 0 || security.some((s) => Object.keys(s).length === 0),
        takesToken: security.some((s) => Object.keys(s).length > 0),
        readOnly: method === 'get',
      });
    }
  return out;
}
