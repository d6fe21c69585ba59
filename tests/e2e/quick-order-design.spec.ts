import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, shots } from './support';

// Import a Design: a 2020 Design XML export read into cart lines with a report of every item.

const shot = shots('quick-order');

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

const designFile = (page: Page) => page.getByLabel('2020 Design XML file');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import a Design' });
const count = (page: Page) => dialog(page).getByTestId('design-count');

async function choose(page: Page, name: string, text: string) {
  await designFile(page).setInputFiles({
    name,
    mimeType: 'text/xml',
    buffer: Buffer.from(text),
  });
}

const item = (code: string, extra = '') =>
  `<Item><UserCode>${code}</UserCode><Quantity>1</Quantity>${extra}</Item>`;
const project = (...rooms: string[][]) =>
  `<?xml version="1.0"?><Project><Identification><MeasurementUnit>Imperial</MeasurementUnit></Identification>${rooms
    .map((r) => `<Design><Catalog>${r.join('')}</Catalog></Design>`)
    .join('')}</Project>`;

test('a design from docs/examples: report, Add to Cart, the cart with its job check, checkout', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await page.getByLabel('Match item codes to').selectOption('TPW');
  const xml = await readFile('docs/examples/three-rooms.xml', 'utf8');
  // The XML reader is not fetched before a file is chosen.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.getByRole('button', { name: 'Import a Design' }).hover();
  await expect.poll(() => scripts.some((s) => /DesignDialog/.test(s))).toBe(true);
  expect(scripts.filter((s) => /design-xml/.test(s))).toEqual([]);
  await choose(page, 'three-rooms.xml', xml);
  await expect(count(page)).toHaveText(
    'Read 10 items from 3 rooms: 10 to add as 9 lines, 0 not added.',
  );
  expect(scripts.some((s) => /design-xml/.test(s))).toBe(true);
  const lines = dialog(page).getByRole('list', { name: 'Lines to add' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'TPW-W1230 × 2' })).toContainText(
    'assembled, hinge left, Rooms 1, 3',
  );
  await expect(dialog(page).getByRole('list', { name: 'Notes on TPW-B12' })).toContainText(
    'TPW-B12 is assembled with its hinge on the right, as the design says',
  );
  await shot(page, 'design-report');
  await expectNoAxeViolations(page);
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `design-report-${width}`);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog(page).getByRole('button', { name: 'Add to Cart (9 lines)' }).click();
  await expect(count(page)).toHaveText(
    'Read 10 items from 3 rooms: 10 added to your cart as 9 lines, 0 not added.',
  );
  await expect
    .poll(async () => (await dealer.cartSkus()).sort())
    .toEqual(
      [
        'TPW-B12 x1',
        'TPW-B18 x2',
        'TPW-SB36 x1',
        'TPW-W1230 x2',
        'TPW-CM8 x2',
        'TPW-V2421 x1',
        'TPW-VD1221 x1',
        'TPW-B24 x1',
        'TPW-W3030 x1',
      ].sort(),
    );
  const cart = await dealer.cart();
  expect(cart.find((l) => l.sku === 'TPW-B12')).toMatchObject({
    isAssembled: true,
    hingeDirection: 'RIGHT',
    hingeChosen: true,
  });
  await dialog(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Every side came from the design: the job check asks about none of them.
  const jobCheck = page.getByRole('region', { name: 'Job check' });
  await expect(jobCheck).toBeVisible();
  await expect(jobCheck).toContainText('No issues found.');
  await shot(page, 'design-cart');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Proceed to Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the one-room example of docs/examples resolves fully in TPW, its hinge sides set', async ({
  page,
}) => {
  await page.goto('/quick-order');
  await page.getByLabel('Match item codes to').selectOption('TPW');
  await choose(
    page,
    'kitchen-one-room.xml',
    await readFile('docs/examples/kitchen-one-room.xml', 'utf8'),
  );
  await expect(count(page)).toHaveText(
    'Read 12 items from 1 room: 12 to add as 12 lines, 0 not added.',
  );
  await expect(
    dialog(page).getByRole('list', { name: 'Lines to add' }).getByRole('listitem').filter({
      hasText: 'TPW-WDC2430 × 1',
    }),
  ).toContainText('assembled, hinge right');
});

test('importing the same design again asks first; Cancel adds nothing', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  const xml = project([item('TPW-B12')]);
  await choose(page, 'one.xml', xml);
  await dialog(page).getByRole('button', { name: 'Add to Cart (1 line)' }).click();
  await expect(count(page)).toContainText('1 added to your cart as 1 line');
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await choose(page, 'renamed.xml', xml);
  const again = page.getByRole('alertdialog', { name: 'Import This Design Again?' });
  await expect(again).toContainText('renamed.xml has the same content as a design added');
  await shot(page, 'design-again');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  expect(await dealer.cartSkus()).toEqual(['TPW-B12 x1']);
  await choose(page, 'renamed.xml', xml);
  await page.getByRole('button', { name: 'Import Again' }).click();
  await dialog(page).getByRole('button', { name: 'Add to Cart (1 line)' }).click();
  await expect.poll(() => dealer.cartSkus()).toEqual(['TPW-B12 x2']);
});

test('a file that is not a design, over 2 MB or over 2,000 items is refused whole, saying which', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  const refusals: [string, string][] = [
    ['SKU,Quantity\nTPW-B12,2', 'This file is not a 2020 Design XML export, so nothing was added.'],
    [
      project([item('TPW-B12', `<Description>${'x'.repeat(2 * 1024 * 1024)}</Description>`)]),
      'This file is over 2 MB, so nothing was added.',
    ],
    [
      project(Array.from({ length: 2001 }, () => item('B12'))),
      'This design holds over 2,000 items, so nothing was added.',
    ],
  ];
  for (const [text, message] of refusals) {
    await choose(page, 'design.xml', text);
    await expect(dialog(page).getByRole('alert')).toHaveText(message);
    await expect(dialog(page).getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Done' }).click();
  }
  expect(await dealer.cartSkus()).toEqual([]);
});

test('unknown codes, codes not made in the style, and what the storefront cannot carry are named', async ({
  page,
}) => {
  await page.goto('/quick-order');
  await page.getByLabel('Match item codes to').selectOption('TPW');
  const size = (w: string) =>
    `<Var><Name>Width</Name><Value><![CDATA[${w}]]></Value></Var><Var><Name>Height</Name><Value><![CDATA[34 1/2]]></Value></Var>`;
  await choose(
    page,
    'kitchen.xml',
    project(
      [item('B12', `<Finish>Left</Finish>${size('13')}`), item('TPW-B1Z')],
      [item('CM8', '<Hinge>Left</Hinge>')],
    ),
  );
  await expect(count(page)).toHaveText(
    'Read 3 items from 2 rooms: 2 to add as 2 lines, 1 not added.',
  );
  const refused = dialog(page).getByRole('list', { name: 'Not added' });
  await expect(refused).toContainText('Room 1: TPW-B1Z — Unknown item code');
  const notes = dialog(page).getByRole('list', { name: 'Notes on TPW-B12' });
  await expect(notes).toContainText(
    'Finish Left on TPW-B12 is not carried: order a matching end panel.',
  );
  await expect(notes).toContainText(
    "Width 13 in on TPW-B12 differs from the catalog's 12 in: a modification to ask the factory for.",
  );
  await expect(dialog(page).getByRole('list', { name: 'Notes on TPW-CM8' })).toHaveText(
    'Hinge Left on TPW-CM8 is not carried: it takes no hinge side.',
  );
  await shot(page, 'design-refused');
  await expectNoAxeViolations(page);
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `design-refused-${width}`);
  }
  // Taking a suggestion adds the item as that product.
  await dialog(page)
    .getByRole('group', { name: 'Did you mean, for TPW-B1Z in Room 1' })
    .getByRole('button', { name: 'TPW-B12' })
    .click();
  await expect(count(page)).toHaveText(
    'Read 3 items from 2 rooms: 3 to add as 2 lines, 0 not added.',
  );
  await expect(dialog(page).getByRole('button', { name: 'Done' })).toBeFocused();
});

test('a line the cart refuses stays in the report with the reason, for Try Again; the others go in', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await page.getByLabel('Match item codes to').selectOption('TPW');
  await choose(page, 'two.xml', project([item('B12'), item('SB36')]));
  const sb36 = await dealer.api.get('products/search?keyword=TPW-SB36');
  const sb36Id = ((await sb36.json()) as { products: { id: number; sku: string }[] }).products.find(
    (p) => p.sku === 'TPW-SB36',
  )!.id;
  await page.route('**/api/carts', (route) =>
    route.request().method() === 'POST' &&
    (route.request().postDataJSON() as { productId?: number }).productId === sb36Id
      ? route.fulfill({ status: 400, json: { error: 'Only 0 of TPW-SB36 available.' } })
      : route.fallback(),
  );
  await dialog(page).getByRole('button', { name: 'Add to Cart (2 lines)' }).click();
  await expect(count(page)).toHaveText(
    'Read 2 items from 1 room: 1 added to your cart as 1 line, 1 not added.',
  );
  await expect(dialog(page).getByRole('list', { name: 'Not added' })).toContainText(
    'TPW-SB36 × 1 (Room 1) — Only 0 of TPW-SB36 available.',
  );
  await shot(page, 'design-cart-refused');
  await expect.poll(() => dealer.cartSkus()).toEqual(['TPW-B12 x1']);
  await page.unroute('**/api/carts');
  await dialog(page).getByRole('button', { name: 'Try Again (1 line)' }).click();
  await expect(count(page)).toHaveText(
    'Read 2 items from 1 room: 2 added to your cart as 2 lines, 0 not added.',
  );
  await expect
    .poll(async () => (await dealer.cartSkus()).sort())
    .toEqual(['TPW-B12 x1', 'TPW-SB36 x1']);
});
