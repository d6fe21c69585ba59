#!/usr/bin/env node
// Prints the JS each route's first load fetches, gzip, per route (what .size-limit.js checks):
//   npm run size:routes        (builds first)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeLoads } from './route-loads.mjs';

const BUDGET_KIB = 150;
// Same measure as @size-limit/file: each file gzipped at level 9, then summed.
const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const rows = routeLoads().map(({ route, files }) => ({
  route,
  chunks: files.length,
  kib: files.reduce((sum, f) => sum + gzip(f), 0) / 1024,
}));

console.log('| route | chunks | KiB gzip |');
console.log('| --- | ---: | ---: |');
for (const r of rows) {
  const over = r.kib > BUDGET_KIB ? ` (over ${BUDGET_KIB})` : '';
  console.log(`| ${r.route} | ${r.chunks} | ${r.kib.toFixed(1)}${over} |`);
}
const worst = rows.reduce((a, b) => (b.kib > a.kib ? b : a));
console.log(
  `\nlargest first load: ${worst.route} ${worst.kib.toFixed(1)} KiB (budget ${BUDGET_KIB})`,
);
