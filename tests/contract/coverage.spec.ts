import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

// Every operation of the contract needs at least one contract test that names it as
// `[operationId]` in its title; this fails as soon as an operation is added without one.

const root = new URL('../../', import.meta.url);

test('every operationId in openapi.yaml has a contract test', () => {
  const spec = readFileSync(new URL('openapi.yaml', root), 'utf8');
  const operations = [...spec.matchAll(/^\s+operationId:\s*['"]?([\w-]+)/gm)].map((m) => m[1]!);
  expect(operations.length).toBeGreaterThan(40);
  const dir = new URL('tests/contract/', root);
  const tagged = new Set<string>();
  for (const file of readdirSync(dir).filter(
    (f) => f.endsWith('.spec.ts') && f !== 'coverage.spec.ts',
  )) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const title of text.matchAll(/\btest(?:\.\w+)?\(\s*([`'"])(.*?)\1/g))
      for (const tag of title[2]!.matchAll(/\[([\w-]+)\]/g)) tagged.add(tag[1]!);
  }
  const untested = operations.filter((op) => !tagged.has(op));
  expect(untested, 'operations without a contract test').toEqual([]);
  const unknown = [...tagged].filter((t) => !operations.includes(t));
  expect(unknown, 'tests tagged with an operationId the contract does not have').toEqual([]);
});

// Ids that name no dealer's own resource: the catalog is shared, an activation link names an
// account awaiting activation (docs/business-rules.md#accounts), a tax id is not an id.
const SHARED_IDS = new Set(['productId', 'accountId', 'taxId']);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Operations that take an id of a dealer's own resource, in the path or the body. */
function idTakingOperations(doc: Json): Map<string, string[]> {
  const resolve = (node: Json | undefined): Json | undefined =>
    node?.$ref
      ? resolve(
          (node.$ref as string)
            .slice(2)
            .split('/')
            .reduce((n: Json, k) => n[k], doc),
        )
      : node;
  const fields = (schema: Json | undefined): string[] => {
    const s = resolve(schema);
    if (!s) return [];
    return [
      ...Object.keys(s.properties ?? {}),
      ...['allOf', 'oneOf', 'anyOf'].flatMap((k) => (s[k] ?? []).flatMap(fields)),
    ];
  };
  const found = new Map<string, string[]>();
  for (const item of Object.values(doc.paths as Json))
    for (const op of Object.values(item as Json) as Json[]) {
      if (!op?.operationId) continue;
      const names = [
        ...(op.parameters ?? [])
          .map(resolve)
          .filter((p: Json) => p.in === 'path')
          .map((p: Json) => p.name),
        ...fields(op.requestBody?.content?.['application/json']?.schema),
      ].filter((n: string) => /^id$|Id$/.test(n) && !SHARED_IDS.has(n));
      if (names.length > 0) found.set(op.operationId, [...new Set(names)]);
    }
  return found;
}

test('every operation that takes a dealer-owned id has an isolation test', () => {
  const doc = parse(readFileSync(new URL('openapi.yaml', root), 'utf8')) as Json;
  const operations = idTakingOperations(doc);
  // The ones known today, so a broken detection cannot pass by finding nothing.
  expect([...operations.keys()]).toEqual(
    expect.arrayContaining(['getQuote', 'updateCart', 'deleteAddress', 'checkout']),
  );
  const text = readFileSync(new URL('tests/contract/isolation.spec.ts', root), 'utf8');
  const tagged = new Set<string>();
  for (const title of text.matchAll(/\btest(?:\.\w+)?\(\s*([`'"])(.*?)\1/g))
    for (const tag of title[2]!.matchAll(/\[([\w-]+)\]/g)) tagged.add(tag[1]!);
  const untested = [...operations]
    .filter(([op]) => !tagged.has(op))
    .map(([op, f]) => `${op} (${f.join(', ')})`);
  expect(untested, 'operations taking a dealer-owned id without an isolation test').toEqual([]);
});
