#!/usr/bin/env node
// Fails when src/api/schema.gen.ts is not what openapi-typescript makes of openapi.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/api/schema.gen.ts';
const fresh = join(mkdtempSync(join(tmpdir(), 'api-drift-')), 'schema.gen.ts');
execFileSync('node_modules/.bin/openapi-typescript', ['openapi.yaml', '-o', fresh], {
  stdio: 'ignore',
});
if (!existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
  console.error(`${committed} is stale: run "npm run gen:api" and commit the result.`);
  process.exit(1);
}
console.log(`${committed} matches openapi.yaml`);
