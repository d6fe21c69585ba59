// Prints how much styling the screens still do themselves, so moves onto the design system
// can be measured. Counted over src/features, source files only (no *.test.* / *.spec.* files,
// no test-support modules):
//   styled( calls  - every `styled(` call expression
//   css={{ props   - inline style escape hatches in JSX
// Where sizes come from (the design-system scale or a named constant beside the screen) is a lint
// rule, sizes/scale-or-named (scripts/eslint-sizes.js), run by `npm run lint` and `npm test`.
// Usage: npm run style-report
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const DIR = path.join(ROOT, 'src', 'features');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    if (!/\.(ts|tsx)$/.test(e.name)) return [];
    if (/\.(test|spec)\.(ts|tsx)$/.test(e.name) || /test-support/.test(e.name)) return [];
    return [p];
  });
}

let styledCalls = 0;
let cssProps = 0;
for (const file of files(DIR)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
    styledCalls += (line.match(/\bstyled\(/g) ?? []).length;
    cssProps += (line.match(/\bcss=\{\{/g) ?? []).length;
  }
}
console.log(`styled( calls under src/features: ${styledCalls}`);
console.log(`css={{ props under src/features:  ${cssProps}`);
