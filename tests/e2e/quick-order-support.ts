import { expect, type Page } from './fixtures';

// Shared steps of the quick-order specs.

export const skuBox = (page: Page) => page.getByRole('combobox', { name: 'Add by SKU' });
export const productList = (page: Page) => page.getByRole('table', { name: 'Product List' });
export const listRows = (page: Page) =>
  productList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
export const row = (page: Page, sku: string) => listRows(page).filter({ hasText: sku });

/** Types a SKU and picks its suggestion with Enter (the exact SKU is suggested first). */
export async function addSku(page: Page, sku: string): Promise<void> {
  await skuBox(page).fill(sku);
  await expect(
    page.getByRole('listbox', { name: 'SKU suggestions' }).getByRole('option').first(),
  ).toContainText(sku, { ignoreCase: true });
  await skuBox(page).press('Enter');
  await expect(row(page, sku.toUpperCase())).toBeVisible();
}

/** The quick-order keys in browser storage, parsed. */
export async function storedList(page: Page) {
  return page.evaluate(() => {
    const read = (k: string) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown;
    const products = read('searchResults') as { sku: string }[] | null;
    return {
      skus: products?.map((p) => p.sku) ?? null,
      quantities: read('quantities'),
      isAssembled: read('isAssembled'),
      hinges: read('hinges'),
    };
  });
}

/** Opens Paste a List on the page shown: the dialog, its text box, Add Lines and its report. */
export async function openPaste(page: Page) {
  await page.getByRole('button', { name: 'Paste a List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a List' });
  return {
    dialog,
    box: dialog.getByLabel('SKUs and quantities'),
    addLines: dialog.getByRole('button', { name: 'Add Lines' }),
    /** The summary line, 'Read N lines: …'. */
    read: dialog.getByRole('status').filter({ hasText: 'Read' }),
    added: dialog.getByRole('list', { name: 'Added to the list' }),
  };
}
