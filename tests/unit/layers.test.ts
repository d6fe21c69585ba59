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
  it('lets features use shared components, and keeps components out of features and app', async () => {
    expect(
      await lintAs(
        'src/features/catalog/components/Row.tsx',
        "import { P } from '@/components/purchase';\nexport const y = P;\n",
      ),
    ).toHaveLength(0);
    const msgs = await lintAs(
      'src/components/purchase/Part.tsx',
      "import { x } from '@/features/cart';\nimport { App } from '@/app/App';\nimport { m } from '@/lib/cart-model';\nexport const y = [x, App, m];\n",
    );
    expect(msgs.map((m) => m.line)).toEqual([1, 2]);
  });
});
