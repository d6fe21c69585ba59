#!/usr/bin/env node
// After a Playwright run: fails when the Prism gate's log (PRISM_LOG, written by scripts/stack.mjs)
// shows an answer that broke the contract (with --errors Prism turns it into a 500 VIOLATIONS).
// Refused requests (422, 401, 404 from the gate) are tests doing their job and are not counted.
// Usage: node scripts/check-prism-log.mjs [log file]   (default .cache/prism.log)
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Prism's line: "[HTTP SERVER] get /carts/7001 ✖  error  Request terminated with error: https://stoplight.io/prism/errors#VIOLATIONS: ..."
const VIOLATION = /\[HTTP SERVER\]\s+(\w+)\s+(\S+)\s.*errors#VIOLATIONS/;

/** operationId per "METHOD /path/{template}" of openapi.yaml, as matchers for concrete paths. */
export function operationsOf(specText) {
  const ops = [];
  let path = null;
  let method = null;
  for (const line of specText.split('\n')) {
    const p = /^ {2}(\/\S*):\s*$/.exec(line);
    if (p) path = p[1];
    const m = /^ {4}(get|put|post|patch|delete):\s*$/.exec(line);
    if (m) method = m[1];
    const id = /^ {6}operationId:\s*(\S+)/.exec(line);
    if (id && path && method) {
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      ops.push({ method, path, pattern, literal: !path.includes('{'), operationId: id[1] });
    }
  }
  // Literal paths win over templated ones (/carts/all-quotes before /carts/{id}).
  return ops.sort((a, b) => Number(b.literal) - Number(a.literal));
}

/** Every violation in the log text as { operationId, method, path, line }. */
export function scanPrismLog(logText, specText) {
  const ops = operationsOf(specText);
  const found = [];
  for (const line of logText.split('\n')) {
    const v = VIOLATION.exec(line);
    if (!v) continue;
    const method = v[1].toLowerCase();
    const path = v[2].split('?')[0];
    const op = ops.find((o) => o.method === method && o.pattern.test(path));
    found.push({ operationId: op?.operationId ?? '(unknown operation)', method, path, line });
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2] ?? '.cache/prism.log';
  if (!existsSync(file)) {
    console.error(`No Prism log at ${file}: was the stack started with PRISM_LOG set?`);
    process.exit(1);
  }
  const found = scanPrismLog(readFileSync(file, 'utf8'), readFileSync('openapi.yaml', 'utf8'));
  if (found.length === 0) {
    console.log(`No contract violations in ${file}.`);
    process.exit(0);
  }
  console.error(`${found.length} contract violation(s) in ${file}:`);
  for (const f of found) console.error(`  ${f.operationId}: ${f.method.toUpperCase()} ${f.path}`);
  process.exit(1);
}
