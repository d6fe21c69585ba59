import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import sizes from '../../scripts/eslint-sizes.js';

// Proves the size rule: a screen's sizes come from the design-system scale or a named constant.
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('sizes/scale-or-named', sizes.rules['scale-or-named'], {
  valid: [
    // Tokens of the scale, in every form Stitches reads them.
    "const Box = styled('div', { width: '$block4', padding: '$3', height: '$sizes$field' });",
    "const s = { borderBottom: '$borderWidths$thin solid $border', gap: '$space$2' };",
    // A named constant beside the screen, used as it is or inside a longer value.
    "const LINE_COLUMNS = '28px 72px minmax(0, 1fr)';\nconst s = { gridTemplateColumns: LINE_COLUMNS };",
    'export const ROW_HEIGHT = 65;\nexport const ROW = `${ROW_HEIGHT}px`;',
    'const s = { containIntrinsicSize: `auto ${ROW}`, paddingTop: start * ROW_HEIGHT };',
    // Zero, ratios and percentages are no px lengths.
    "const s = { margin: 0, lineHeight: 1.5, width: '30%', flexGrow: 1 };",
    "<Skeleton css={{ height: '$space$5', width: '40%' }} />",
  ],
  invalid: [
    {
      code: "const s = { width: '360px' };",
      errors: [{ messageId: 'rawPx' }],
    },
    {
      // A lower-case name is a style object, not a named size.
      code: "const lineImage = css({ border: '1px solid $border' });",
      errors: [{ messageId: 'rawPx' }],
    },
    {
      code: '<Box css={{ gridTemplateColumns: `64px ${REST}` }} />',
      errors: [{ messageId: 'rawPx' }],
    },
    {
      code: 'const s = { width: 64, marginTop: -2, borderRadius: 4 };',
      errors: [
        { messageId: 'bareNumber' },
        { messageId: 'bareNumber' },
        { messageId: 'bareNumber' },
      ],
    },
    {
      // Stitches drops a token it does not know without a word.
      code: "const s = { height: '$5', width: '$sizes$quickOrderColumns' };",
      errors: [
        { messageId: 'unknown', data: { token: '5' } },
        { messageId: 'unknown', data: { token: 'sizes$quickOrderColumns' } },
      ],
    },
  ],
});
