import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCycle } from '../../scripts/eslint-layers.js';

// Proves the import-direction rule really rejects the wrong direction.
// One ESLint for the file: loading the flat config and the first lint (the feature-graph scan of
// the cycle rule) is the slow part, paid once in beforeAll with room for a busy machine.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint();
  await eslint.lintText('export const warm = 1;\n', { filePath: 'src/lib/warm.ts' });
}, 120_000);

async function lintAs(filePath: string, code: string) {
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
      'src/features/checkout/components/Pay.tsx',
      "import { x } from '../../quotes/components/List';\nexport const y = x;\n",
    );
    expect(msgs).toHaveLength(1);
  });
  it('allows a feature to use another feature public index and the design system', async () => {
    const msgs = await lintAs(
      'src/features/quotes/components/List.tsx',
      "import { x } from '@/features/cart';\nimport { B } from '@ds';\nexport const y = [x, B];\n",
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
  it('lets features and the app use shared components', async () => {
    const code = "import { C } from '@/components/LoadError';\nexport const y = C;\n";
    expect(await lintAs('src/features/cart/routes/Cart.tsx', code)).toHaveLength(0);
    expect(await lintAs('src/app/Layout.tsx', code)).toHaveLength(0);
  });
  it('forbids shared components from importing features or the app', async () => {
    const msgs = await lintAs(
      'src/components/Thing.tsx',
      "import { x } from '@/features/cart';\nimport { A } from '@/app/App';\nexport const y = [x, A];\n",
    );
    expect(msgs.map((m) => m.message)).toEqual([
      "'components' may not import from 'features' (direction is app -> features -> components -> api/lib -> design-system).",
      "'components' may not import from 'app' (direction is app -> features -> components -> api/lib -> design-system).",
    ]);
  });
  it('forbids api and lib from importing shared components', async () => {
    const code = "import { C } from '@/components/LoadError';\nexport const y = C;\n";
    expect(await lintAs('src/api/client.ts', code)).toHaveLength(1);
    expect(await lintAs('src/lib/cookies.ts', code)).toHaveLength(1);
  });
  it('reports an import that closes a cycle between features, naming the cycle', async () => {
    // The quotes feature imports cart on disk, so cart importing quotes would close a loop.
    const msgs = await lintAs(
      'src/features/cart/components/Cart.tsx',
      "import { x } from '@/features/quotes';\nexport const y = x;\n",
    );
    expect(msgs.map((m) => m.message)).toEqual([
      "Importing feature 'quotes' closes a cycle between features: cart -> quotes -> cart.",
    ]);
  });
});

describe('feature cycle detection', () => {
  const graph = new Map([
    ['auth', ['account', 'cart']],
    ['catalog', ['cart']],
    ['quotes', ['cart']],
    ['cart', []],
    ['account', ['orders']],
    ['orders', []],
  ]);
  it('finds nothing in an acyclic graph', () => {
    for (const [from, tos] of graph)
      for (const to of tos) expect(findCycle(graph, from, to)).toBeNull();
    expect(findCycle(graph, 'quotes', 'catalog')).toBeNull();
  });
  it('names the whole loop an edge would close, also through other features', () => {
    expect(findCycle(graph, 'cart', 'quotes')).toEqual(['cart', 'quotes', 'cart']);
    expect(findCycle(graph, 'orders', 'auth')).toEqual(['orders', 'auth', 'account', 'orders']);
  });
});
