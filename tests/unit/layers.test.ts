import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the import-direction rule really rejects the wrong direction.
async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/import-direction');
}

describe('import direction lint', () => {
  it('forbids design-system from importing src', async () => {
    const msgs = await lintAs(
      'design-system/Button.tsx',
      "import { x } from '@/lib/x';\nexport const y = x;\n",
    );
    expect(msgs).toHaveLength(1);
  });
  it('forbids api from importing features', async () => {
    const msgs = await lintAs(
      'src/api/client.ts',
      "import { x } from '@/features/cart';\nexport const y = x;\n",
    );
    expect(msgs).toHaveLength(1);
  });
  it('forbids a feature from reaching into another feature internals', async () => {
    const msgs = await lintAs(
      'src/features/cart/components/Cart.tsx',
      "import { x } from '../../quotes/components/List';\nexport const y = x;\n",
    );
    expect(msgs).toHaveLength(1);
  });
  it('allows a feature to use another feature public index and the design system', async () => {
    const msgs = await lintAs(
      'src/features/cart/components/Cart.tsx',
      "import { x } from '@/features/quotes';\nimport { B } from '@ds';\nexport const y = [x, B];\n",
    );
    expect(msgs).toHaveLength(0);
  });
  it('allows a feature to import the api and lib folders by their index', async () => {
    const msgs = await lintAs(
      'src/features/cart/api/cart.ts',
      "import { api } from '@/api';\nimport { x } from '@/lib/cookies';\nexport const y = [api, x];\n",
    );
    expect(msgs).toHaveLength(0);
  });
  it('forbids features from importing the app layer', async () => {
    const msgs = await lintAs(
      'src/features/cart/routes/Cart.tsx',
      "import { App } from '@/app/App';\nexport const y = App;\n",
    );
    expect(msgs).toHaveLength(1);
  });
});
