import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

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
