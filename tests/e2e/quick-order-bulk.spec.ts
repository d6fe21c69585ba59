import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { listRows, openPaste, productList, row } from './quick-order-support';

// Bulk entry: paste dialog with its per-line report, CSV upload and template.

const shot = shots('quick-order');

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

test('a paste with every kind of bad line reports each line; the good ones join the list', async ({
  page,
}) => {
  await page.goto('/quick-order');
  const { dialog, box, addLines, read, added } = await openPaste(page);
  const text = [
    'SKU\tQuantity',
    'TPW-B12\t2',
    '',
    'hw-pull-128, 12',
    'RCH-HINGE-110; 3',
    'TPW-BER33 9',
    'NOPE-123,1',
    'TPW-W3630,1',
    'TPW-WT33,1.5',
    'TPW-WT33',
    'TPW-B15 0',
  ].join('\n');
  await box.fill(text);
  await addLines.click();
  await expect(read).toHaveText('Read 9 lines: 5 added, 4 not added.');
  await expect(dialog.getByRole('list', { name: /Not added/ }).getByRole('listitem')).toHaveText([
    'Line 2: NOPE-123,1 — Unknown SKU',
    'Line 3: TPW-W3630,1 — TPW-W3630 is out of stock.',
    'Line 4: TPW-WT33,1.5 — Quantity is not a whole number',
    'Line 5: TPW-B15 0 — Quantity must be at least 1',
  ]);
  await expect(added.getByRole('listitem')).toHaveText([
    'TPW-B12: 2 added.',
    'HW-PULL-128: 12 added.',
    'RCH-HINGE-110: 3 added.',
    'TPW-BER33: 9 asked, quantity capped at 5 (at most 5 per order).',
    'TPW-WT33: 1 added.',
  ]);
  // Only the refused lines stay in the box, under the header, so they can be fixed and re-added.
  await expect(box).toHaveValue('SKU\tQuantity\nNOPE-123,1\nTPW-W3630,1\nTPW-WT33,1.5\nTPW-B15 0');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'paste-report', false);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(listRows(page)).toHaveCount(5);
  await expect(row(page, 'TPW-BER33').getByLabel('Quantity for TPW-BER33')).toHaveValue('5');
  await expect(row(page, 'HW-PULL-128').getByLabel('Quantity for HW-PULL-128')).toHaveValue('12');
});

test('Add Lines is idempotent: the added lines leave the box, a fixed line is added once, nothing doubles', async ({
  page,
}) => {
  await page.goto('/quick-order');
  const { dialog, box, addLines, read, added } = await openPaste(page);
  // The box has focus, ready for the paste; Ctrl+Enter in it is Add Lines.
  await expect(box).toBeFocused();
  await box.fill('TPW-B12 2\nTPW-B1Z 2\nNOPE-123 4\nTPW-B15 1');
  await box.press('Control+Enter');
  await expect(read).toHaveText('Read 4 lines: 2 added, 2 not added.');
  await expect(box).toHaveValue('TPW-B1Z 2\nNOPE-123 4');
  await box.fill('TPW-B12 2\nNOPE-123 4');
  await addLines.click();
  await expect(read).toHaveText('Read 2 lines: 1 added, 1 not added.');
  await expect(box).toHaveValue('NOPE-123 4');
  await expect(added).toHaveText('TPW-B12 is already in the list: quantity now 4.');
  // Again, unchanged: the refused line is refused again and nothing is added.
  await addLines.click();
  await expect(read).toHaveText('Read 1 line: 0 added, 1 not added.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(listRows(page)).toHaveCount(2);
  await expect(row(page, 'TPW-B12').getByLabel('Quantity for TPW-B12')).toHaveValue('4');
  await expect(row(page, 'TPW-B15').getByLabel('Quantity for TPW-B15')).toHaveValue('1');
});

test("'Did you mean': a typo gets up to three suggestions; Enter on one adds the line and takes it out of the box", async ({
  page,
}) => {
  await page.goto('/quick-order');
  const { dialog, box, addLines, read, added } = await openPaste(page);
  await box.fill('TPW-B12 2\nTPW-B1Z 2\nNOPE-123 4\nTPW-B15 1');
  await addLines.click();
  const meant = dialog.getByRole('group', { name: 'Did you mean, for line 1' });
  await expect(meant.getByRole('button')).toHaveText(['TPW-B12', 'TPW-B15', 'TPW-B18']);
  await expect(dialog.getByRole('group', { name: /for line 2/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'paste-suggestions', false);

  await meant.getByRole('button', { name: 'TPW-B12' }).focus();
  await page.keyboard.press('Enter');
  await expect(read).toHaveText('Read 4 lines: 3 added, 1 not added.');
  await expect(box).toHaveValue('NOPE-123 4');
  await expect(added.getByRole('listitem')).toHaveText([
    'TPW-B12: 2 added.',
    'TPW-B1Z → TPW-B12 is already in the list: quantity now 4.',
    'TPW-B15: 1 added.',
  ]);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  // The same suggestion cannot be taken twice, and Add Lines again adds nothing new.
  await expect(dialog.getByRole('group', { name: /Did you mean/ })).toHaveCount(0);
  await addLines.click();
  await expect(read).toHaveText('Read 1 line: 0 added, 1 not added.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, 'TPW-B12').getByLabel('Quantity for TPW-B12')).toHaveValue('4');
  await expect(listRows(page)).toHaveCount(2);
});

test('a cut list of bare item codes: the style makes B12 TPW-B12; a code not made in the style names the styles it comes in; the choice is kept', async ({
  page,
}) => {
  await page.goto('/quick-order');
  const { dialog, box, addLines, read, added } = await openPaste(page);
  const style = dialog.getByLabel('Match item codes to');
  await expect(style).toHaveValue('TPW');
  await expect(style.locator('option')).toHaveCount(9);
  await box.fill('B12 2 L\n2 B15 RTA\nSB36\nw3030 A');
  await addLines.click();
  await expect(read).toHaveText('Read 4 lines: 4 added, 0 not added.');
  await expect(added.getByRole('listitem')).toHaveText([
    'B12 → TPW-B12: 2 added.',
    'B15 → TPW-B15: 2 added.',
    'SB36 → TPW-SB36: 1 added.',
    'w3030 → TPW-W3030: 1 added.',
  ]);

  await style.selectOption('TSG');
  await box.fill('B12');
  await addLines.click();
  const refused = dialog.getByRole('list', { name: /Not added/ }).getByRole('listitem');
  await expect(refused.getByText(/^Line 1:/)).toHaveText(
    'Line 1: B12 — No B12 in Thielsen Sage Green (TSG); B12 comes in Thielsen Pigeon White (TPW), Thielsen Pebble Gray (TPG), Atlanta White (AW)',
  );
  // Same style first, then the same item code in another style.
  await expect(refused.getByRole('button')).toHaveText(['TSG-B15', 'TSG-B18', 'TPG-B12']);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const b12 = row(page, 'TPW-B12');
  await expect(b12.getByLabel('Quantity for TPW-B12')).toHaveValue('2');
  await expect(b12.getByRole('checkbox', { name: 'Assembled TPW-B12' })).toBeChecked();
  await expect(b12.getByLabel('Hinge side for TPW-B12')).toHaveValue('LEFT');
  await expect(
    row(page, 'TPW-B15').getByRole('checkbox', { name: 'Assembled TPW-B15' }),
  ).not.toBeChecked();
  await expect(
    row(page, 'TPW-W3030').getByRole('checkbox', { name: 'Assembled TPW-W3030' }),
  ).toBeChecked();
  // The last style chosen is the default next time, also after Clear All.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.reload();
  await expect(page.getByLabel('Match item codes to')).toHaveValue('TSG');
});

test('Upload reads a CSV with sku, quantity, assembled and hinge; the template downloads', async ({
  page,
}) => {
  await page.goto('/quick-order');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV Template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('quick-order-template.csv');
  const template = await readFile(await file.path(), 'utf8');
  expect(template.split('\n')[0]).toBe('sku,quantity,assembled,hinge');

  await page.getByLabel('CSV or Excel file').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,quantity,assembled,hinge\nTPW-B12,3,yes,RIGHT\nTPW-BER36,2,no,\n'),
  });
  const dialog = page.getByRole('dialog', { name: 'Upload Results' });
  await expect(dialog.getByRole('status').filter({ hasText: 'Read' })).toHaveText(
    'Read 2 lines: 2 added, 0 not added.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  const b12 = row(page, 'TPW-B12');
  await expect(b12.getByLabel('Quantity for TPW-B12')).toHaveValue('3');
  await expect(b12.getByRole('checkbox', { name: 'Assembled TPW-B12' })).toBeChecked();
  await expect(b12.getByLabel('Hinge side for TPW-B12')).toHaveValue('RIGHT');
  await expect(row(page, 'TPW-BER36').getByLabel('Quantity for TPW-BER36')).toHaveValue('2');
});

test('files are read by their headers in any order, without headers as SKU then quantity, and .xlsx too (its reader loads only then)', async ({
  page,
}) => {
  await page.goto('/quick-order');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const file = page.getByLabel('CSV or Excel file');
  const dialog = page.getByRole('dialog', { name: 'Upload Results' });
  const status = dialog.getByRole('status').filter({ hasText: 'Read' });
  const refused = dialog.getByRole('list', { name: /Not added/ }).getByRole('listitem');

  await file.setInputFiles({
    name: 'kitchen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'note,qty,sku,hinge,assembled\n"by the sink, left",2,TPW-B12,R,yes\nisland,0,TPW-B15,,\nrush,1,NOPE-1,,\n',
    ),
  });
  await expect(status).toHaveText('Read 3 lines: 1 added, 2 not added.');
  await expect(refused.getByText(/^Line/)).toHaveText([
    'Line 2: island,0,TPW-B15,, — Quantity must be at least 1',
    'Line 3: rush,1,NOPE-1,, — Unknown SKU',
  ]);
  await expect(dialog.getByLabel('SKUs and quantities')).toHaveValue(
    'note,qty,sku,hinge,assembled\nisland,0,TPW-B15,,\nrush,1,NOPE-1,,',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, 'TPW-B12').getByLabel('Hinge side for TPW-B12')).toHaveValue('RIGHT');

  await file.setInputFiles({
    name: 'plain.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('TPW-B15,3\nHW-PULL-128\n'),
  });
  await expect(status).toHaveText('Read 2 lines: 2 added, 0 not added.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, 'TPW-B15').getByLabel('Quantity for TPW-B15')).toHaveValue('3');
  const beforeExcel = scripts.length;

  await file.setInputFiles(resolve('tests/fixtures/cut-list.xlsx'));
  await expect(status).toHaveText('Read 4 lines: 2 added, 2 not added.');
  expect(scripts.length).toBeGreaterThan(beforeExcel);
  await expect(refused.getByText(/^Line/)).toHaveText([
    'Line 2: B1Z typo 1 — Unknown SKU',
    'Line 3: SB36 Sink base 0 — Quantity must be at least 1',
  ]);
  await expect(refused.first().getByRole('button')).toHaveText(['TPW-B12', 'TPW-B15', 'TPW-B18']);
  await expect(
    dialog.getByRole('list', { name: 'Added to the list' }).getByRole('listitem'),
  ).toHaveText([
    // The row from the first file was assembled with hinge right; this line asked for L.
    "B12 → TPW-B12 is already in the list: quantity now 4; the row's options were kept (assembled, hinge right).",
    'W3030 → TPW-W3030: 1 added.',
  ]);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'upload-results', false);
});

test('a failed lookup adds nothing and says so', async ({ page }) => {
  await page.goto('/quick-order');
  await page.route('**/api/products/lookup', (route) =>
    route.fulfill({ status: 500, json: { error: 'down' } }),
  );
  const { dialog, box, addLines } = await openPaste(page);
  await box.fill('TPW-B12,1');
  await addLines.click();
  await expect(dialog.getByRole('alert')).toContainText('The SKUs could not be checked.');
  await expect(box).toHaveValue('TPW-B12,1');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Your list is empty.')).toBeVisible();
});

test('a long list shows its progress while the SKUs are checked, 200 a call', async ({ page }) => {
  await page.goto('/quick-order');
  // 250 lines are two lookups (200 + 50); the short one is held to see the progress between them.
  let releaseLast = () => {};
  const lastHeld = new Promise<void>((r) => (releaseLast = r));
  const sizes: number[] = [];
  await page.route('**/api/products/lookup', async (route) => {
    const { skus } = route.request().postDataJSON() as { skus: string[] };
    sizes.push(skus.length);
    if (skus.length < 200) await lastHeld;
    await route.continue();
  });
  const { dialog, box, addLines, read } = await openPaste(page);
  const lines = ['TPW-B12,2', ...Array.from({ length: 249 }, (_, i) => `NOPE-${i},1`)];
  await box.fill(lines.join('\n'));
  await addLines.click();
  await expect(dialog.getByRole('status')).toHaveText('Checking SKUs: 200 of 250');
  await expect(dialog.getByRole('progressbar', { name: 'Checking SKUs' })).toHaveJSProperty(
    'value',
    200,
  );
  await shot(page, 'paste-progress', false);
  releaseLast();
  await expect(read).toHaveText('Read 250 lines: 1 added, 249 not added.');
  expect(sizes.sort((a, b) => a - b)).toEqual([50, 200]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, 'TPW-B12').getByLabel('Quantity for TPW-B12')).toHaveValue('2');
});

test('a long list draws only the rows near the screen; scrolling brings the others, all counted', async ({
  page,
  dealer,
}) => {
  const skus: string[] = [];
  for (let p = 1; p <= 3 && skus.length < 120; p += 1) {
    const r = await dealer.api.get(`products/search?keyword=-&limit=100&page=${p}`);
    const body = (await r.json()) as { products: { sku: string; stock: number }[] };
    for (const product of body.products) if (product.stock > 0) skus.push(product.sku);
  }
  const list = skus.slice(0, 120);
  expect(list).toHaveLength(120);
  await page.goto('/quick-order');
  const { dialog, box, addLines, read } = await openPaste(page);
  await box.fill(list.join('\n'));
  await addLines.click();
  await expect(read).toHaveText('Read 120 lines: 120 added, 0 not added.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(productList(page)).toHaveAttribute('aria-rowcount', '121');
  const drawn = await listRows(page).count();
  expect(drawn).toBeLessThan(120);
  await expect(listRows(page).first()).toHaveAttribute('aria-rowindex', '2');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(row(page, list.at(-1)!)).toBeVisible();
  await expect(row(page, list.at(-1)!)).toHaveAttribute('aria-rowindex', '121');
  await expect(page.getByRole('status').filter({ hasText: 'products, total' })).toContainText(
    '120 products',
  );
});
