// Prints how much styling the screens still do themselves, so moves onto the design system
// can be measured. Counted over src/features, source files only (no *.test.* / *.spec.* files,
// no test-support modules):
//   styled( calls  - every `styled(` call expression
//   raw px values  - a px length written in a string ('360px', '1px solid …') plus a non-zero
//                    unitless number given to a length property of a style object
//                    (`width: 64`, `marginTop: -2`), which Stitches also turns into px
//   css={{ props   - inline style escape hatches in JSX
// Sizes belong in the token config (design-system/stitches.config.ts), the spec's layout
// constants included (`$summaryColumn`, `$topBar`, ...). A px value a screen must still write
// for a layout constant of the spec is marked on its line with `// spec-layout: <the rule>`;
// such lines are counted apart, never as raw px, and listed with --list.
// Usage: npm run style-report [-- --list] [-- --check]
//   --list   prints every px hit (and every marked spec-layout line) with its file and line
//   --check  exits 1 when a raw px value is left
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DIR = path.join(ROOT, 'src', 'features');
const list = process.argv.includes('--list');
const check = process.argv.includes('--check');
const SPEC_LAYOUT = /\/\/\s*spec-layout:\s*\S/;
// A screen-only size is a named constant beside its screen: `const LINE_COLUMNS = '28px 72px'`.
const NAMED_CONSTANT = /^\s*(export\s+)?const\s+[A-Z][A-Z0-9_]*\s*(:[^=]+)?=/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    if (!/\.(ts|tsx)$/.test(e.name)) return [];
    if (/\.(test|spec)\.(ts|tsx)$/.test(e.name) || /test-support/.test(e.name)) return [];
    return [p];
  });
}

const LENGTH_PROPS =
  'width|height|minWidth|maxWidth|minHeight|maxHeight|top|left|right|bottom|inset|gap|rowGap|columnGap|' +
  'padding\\w*|margin\\w*|fontSize|lineHeight|borderRadius|borderWidth|flexBasis|outlineOffset|' +
  'letterSpacing|textUnderlineOffset|size';
const pxString = /\b\d+(\.\d+)?px\b/g;
const unitless = new RegExp(
  `\\b(${LENGTH_PROPS})\\s*:\\s*-?(\\d+(\\.\\d+)?)\\b(?!\\s*[%a-zA-Z'"])`,
  'g',
);

let styledCalls = 0;
let cssProps = 0;
const pxHits = [];
const specLayout = [];
for (const file of files(DIR)) {
  const rel = path.relative(ROOT, file);
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line) || NAMED_CONSTANT.test(line)) return;
    styledCalls += (line.match(/\bstyled\(/g) ?? []).length;
    cssProps += (line.match(/\bcss=\{\{/g) ?? []).length;
    const hits = [];
    const strings = line.match(/(['"`])(?:\\.|(?!\1).)*\1/g) ?? [];
    for (const s of strings) for (const m of s.match(pxString) ?? []) hits.push([rel, i + 1, m]);
    for (const m of line.matchAll(unitless)) {
      // lineHeight 1.5 is a ratio, not a length; only whole numbers above 1 count there.
      if (Number(m[2]) === 0 || (m[1] === 'lineHeight' && Number(m[2]) <= 3)) continue;
      hits.push([rel, i + 1, m[0]]);
    }
    (SPEC_LAYOUT.test(line) ? specLayout : pxHits).push(...hits);
  });
}

if (list) {
  for (const [f, l, m] of pxHits) console.log(`${f}:${l}  ${m}`);
  for (const [f, l, m] of specLayout) console.log(`${f}:${l}  ${m}  (spec layout constant)`);
}
console.log(`styled( calls under src/features: ${styledCalls}`);
console.log(`raw px values under src/features: ${pxHits.length}`);
console.log(`spec layout px under src/features: ${specLayout.length} (marked // spec-layout:)`);
console.log(`css={{ props under src/features:  ${cssProps}`);
if (check && pxHits.length) {
  console.error(
    `style-report: ${pxHits.length} raw px values left (npm run style-report -- --list)`,
  );
  process.exit(1);
}
