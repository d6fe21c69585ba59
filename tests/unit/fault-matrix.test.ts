// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  END,
  START,
  collectCells,
  renderMatrix,
  replaceSection,
} from '../../scripts/fault-matrix.mjs';

// A Playwright JSON report cut down to what the script reads: nested suites, each test's status
// and annotations (fault cells next to other annotations, and tests without any).
const cell = (order: number, screen: string, call: string, fault: string) => ({
  type: 'fault-cell',
  description: JSON.stringify({
    order,
    area: order < 1 ? 'auth' : 'commerce',
    screen,
    call,
    fault,
  }),
});
const faults = (order: number, screen: string, call: string) =>
  ['server-error', 'no-answer', 'dropped'].map((f) => cell(order, screen, call, f));

const report = {
  suites: [
    {
      title: 'e2e/faults-cart.spec.ts',
      specs: [
        {
          title: 'Cart: load and clear',
          tests: [
            {
              status: 'unexpected',
              annotations: [
                ...faults(1, 'Cart', 'load (GET /carts)'),
                ...faults(1, 'Cart', 'clear bag (DELETE /carts)'),
              ],
              results: [{ status: 'failed', annotations: [] }],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'nested',
          specs: [
            {
              title: 'Cart: save as quote',
              tests: [
                {
                  status: 'expected',
                  annotations: [],
                  // Runtime annotations only on the result, as some versions report them.
                  results: [
                    {
                      status: 'passed',
                      annotations: faults(1, 'Cart', 'save as quote (POST /carts/switch-to-quote)'),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'e2e/faults-auth.spec.ts',
      specs: [
        {
          title: 'Login: sign in',
          tests: [
            {
              status: 'expected',
              annotations: [
                { type: 'issue', description: 'not a cell' },
                ...faults(0, 'Login', 'sign in (POST /accounts/login)'),
              ],
              results: [{ status: 'passed', annotations: [] }],
            },
          ],
        },
      ],
    },
    {
      title: 'e2e/shell-header.spec.ts',
      specs: [
        { title: 'unrelated', tests: [{ status: 'unexpected', annotations: [], results: [] }] },
      ],
    },
  ],
};

describe('fault matrix', () => {
  it('reads only fault-cell annotations; a cell passes when its test passed', () => {
    const cells = collectCells(report);
    expect(cells).toHaveLength(12);
    expect(cells.filter((c) => !c.passed).map((c) => c.call)).toEqual([
      ...Array<string>(3).fill('load (GET /carts)'),
      ...Array<string>(3).fill('clear bag (DELETE /carts)'),
    ]);
  });

  it('renders screens in order; ✗ names the failed calls of that fault', () => {
    expect(renderMatrix(collectCells(report))).toBe(
      [
        '| area | screen | calls | 500 with error text | no answer (time-out) | connection dropped | answer lost (done, not heard) |',
        '|---|---|---|---|---|---|---|',
        // A fault no call of the screen runs reads '–'.
        '| auth | Login | sign in (POST /accounts/login) | ✓ | ✓ | ✓ | – |',
        '| commerce | Cart | load (GET /carts)<br>clear bag (DELETE /carts)<br>save as quote (POST /carts/switch-to-quote) | ✗ load (GET /carts), clear bag (DELETE /carts) | ✗ load (GET /carts), clear bag (DELETE /carts) | ✗ load (GET /carts), clear bag (DELETE /carts) | – |',
        '',
        '2 screens, 4 calls, 12 cells (call × fault); 6 failed.',
      ].join('\n'),
    );
  });

  it('all passed: only ticks', () => {
    const passing = collectCells(report).map((c) => ({ ...c, passed: true }));
    const table = renderMatrix(passing);
    expect(table).not.toContain('✗');
    expect(table).toContain('all passed.');
  });

  it('replaces only what is between the markers, and refuses a document without them', () => {
    const doc = `# Title\n\n${START}\nold table\n${END}\n\nAfter.\n`;
    expect(replaceSection(doc, 'new table')).toBe(
      `# Title\n\n${START}\nnew table\n${END}\n\nAfter.\n`,
    );
    expect(() => replaceSection('# Title\n', 'x')).toThrow(/fault-matrix:start/);
  });
});
