#!/usr/bin/env node
// The fault-injection matrix of docs/testing.md ("Fault injection"), generated from a Playwright JSON
// report. The faults-*.spec.ts tests announce their cells as `fault-cell` annotations
// ({ order, area, screen, call, fault }); a cell passes when its test passed. Every other test of
// the report is ignored, so the report of a whole `npm test` run works as well as one of the
// fault specs alone.
//
//   node scripts/fault-matrix.mjs [report]           writes the table into docs/testing.md
//   node scripts/fault-matrix.mjs --check [report]   exits 1 when docs/testing.md differs from it
//
// The report defaults to .cache/test-reports/playwright.json (what `npm test` writes).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const START = '<!-- fault-matrix:start -->';
export const END = '<!-- fault-matrix:end -->';
const ANNOTATION = 'fault-cell';

/** Columns, in order, with their headings. */
export const FAULT_COLUMNS = [
  ['server-error', '500 with error text'],
  ['no-answer', 'no answer (time-out)'],
  ['dropped', 'connection dropped'],
  ['lost-answer', 'answer lost (done, not heard)'],
];

const PASSED = new Set(['expected', 'flaky']);

function* testsOf(suite) {
  for (const spec of suite.specs ?? []) yield* spec.tests ?? [];
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

/** Every announced cell of the report: { order, area, screen, call, fault, passed }. */
export function collectCells(report) {
  const cells = [];
  for (const suite of report.suites ?? [])
    for (const test of testsOf(suite)) {
      const last = test.results?.at(-1);
      // Annotations added while a test runs are on the test and on its result; read them once.
      const annotations = test.annotations?.length ? test.annotations : (last?.annotations ?? []);
      const passed = PASSED.has(test.status);
      for (const a of annotations) {
        if (a.type !== ANNOTATION || !a.description) continue;
        cells.push({ ...JSON.parse(a.description), passed });
      }
    }
  return cells;
}

/** The markdown table: one row per screen, ✓ when every call passed that fault, else ✗ and the failing calls. */
export function renderMatrix(cells) {
  const screens = new Map();
  for (const c of cells) {
    const key = `${c.area}\u0000${c.screen}`;
    let row = screens.get(key);
    if (!row) {
      row = { order: c.order, area: c.area, screen: c.screen, calls: [], failed: new Map() };
      screens.set(key, row);
    }
    if (!row.calls.includes(c.call)) row.calls.push(c.call);
    const failed = row.failed.get(c.fault) ?? new Set();
    if (!c.passed) failed.add(c.call);
    row.failed.set(c.fault, failed);
  }
  const rows = [...screens.values()].sort(
    (a, b) => a.order - b.order || a.screen.localeCompare(b.screen),
  );
  const head = ['area', 'screen', 'calls', ...FAULT_COLUMNS.map(([, title]) => title)];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const faults = FAULT_COLUMNS.map(([fault]) => {
      const failed = row.failed.get(fault);
      if (!failed) return '–';
      return failed.size === 0 ? '✓' : `✗ ${[...failed].join(', ')}`;
    });
    lines.push(`| ${[row.area, row.screen, row.calls.join('<br>'), ...faults].join(' | ')} |`);
  }
  const calls = rows.reduce((n, r) => n + r.calls.length, 0);
  const failedCells = cells.filter((c) => !c.passed).length;
  lines.push(
    '',
    `${rows.length} screens, ${calls} calls, ${cells.length} cells (call × fault); ` +
      `${failedCells === 0 ? 'all passed' : `${failedCells} failed`}.`,
  );
  return lines.join('\n');
}

/** Document text with the part between the markers replaced by `table`. */
export function replaceSection(doc, table) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/testing.md has no ${START} … ${END} section`);
  return `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`;
}

function main(argv) {
  const check = argv.includes('--check');
  const reportPath = argv.find((a) => !a.startsWith('--')) ?? '.cache/test-reports/playwright.json';
  const docPath = fileURLToPath(new URL('../docs/testing.md', import.meta.url));
  const cells = collectCells(JSON.parse(readFileSync(reportPath, 'utf8')));
  if (cells.length === 0) {
    console.error(`${reportPath} has no ${ANNOTATION} annotations: did the faults-* specs run?`);
    return 1;
  }
  const doc = readFileSync(docPath, 'utf8');
  const next = replaceSection(doc, renderMatrix(cells));
  if (check) {
    if (next === doc) {
      console.log(`docs/testing.md fault matrix matches ${reportPath} (${cells.length} cells).`);
      return 0;
    }
    console.error(
      `docs/testing.md fault matrix differs from ${reportPath}; run: node scripts/fault-matrix.mjs ${reportPath}`,
    );
    return 1;
  }
  writeFileSync(docPath, next);
  console.log(`docs/testing.md fault matrix written from ${reportPath} (${cells.length} cells).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(main(process.argv.slice(2)));
