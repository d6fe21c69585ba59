import { expect, test } from './fixtures';
import { listRows, skuBox } from './quick-order-support';

// Issue 14, keyboard first: ten lines into the cart without the mouse.

test.describe.configure({ timeout: 90_000 });

const TEN = [
  'TPW-B12',
  'TPW-BER33',
  'TPW-BER36',
  'TPW-WT33',
  'HW-PULL-128',
  'RCH-HINGE-110',
  'TPG-B12',
  'AW-B12',
  'TPG-BER33',
  'AW-BER33',
];

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

test('ten lines by keyboard: type, Enter, quantity, Enter, then Add to Cart', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await skuBox(page).focus();
  for (const [i, sku] of TEN.entries()) {
    await page.keyboard.type(sku);
    const first = page
      .getByRole('listbox', { name: 'SKU suggestions' })
      .getByRole('option')
      .first();
    await expect(first).toContainText(sku);
    // Arrow keys move through the suggestions; Escape closes them, ArrowDown opens them again.
    await page.keyboard.press('ArrowDown');
    await expect(skuBox(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
    await page.keyboard.press('Escape');
    await expect(skuBox(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Focus is now on the new row's quantity; pick 2 and go back with Enter.
    await expect(page.getByLabel(`Quantity for ${sku}`)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(skuBox(page)).toBeFocused();
    await expect(listRows(page)).toHaveCount(i + 1);
  }
  // Tab from the SKU box to Add to Cart.
  const add = page.getByRole('button', { name: 'Add to Cart' });
  for (let n = 0; n < 40 && !(await add.evaluate((el) => el === document.activeElement)); n += 1)
    await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  // Ten calls one after another on a busy test machine.
  await expect(page.getByText('Your list is empty.')).toBeVisible({ timeout: 20_000 });
  expect((await dealer.cartSkus()).sort()).toEqual(TEN.map((s) => `${s} x2`).sort());
});

test('a scanner: ten SKUs at 10 ms a character, each followed by Enter at once, give ten rows in order', async ({
  page,
}) => {
  await page.goto('/quick-order');
  await skuBox(page).focus();
  for (const sku of TEN) {
    await page.keyboard.type(sku.toLowerCase(), { delay: 10 });
    await page.keyboard.press('Enter');
  }
  await expect(listRows(page)).toHaveCount(10);
  await expect(listRows(page).locator('[role="cell"]:nth-child(2)')).toHaveText(TEN);
  await expect(skuBox(page)).toHaveValue('');
  await expect(skuBox(page)).toBeFocused();

  // Enter before the suggestions for text that names no product: said, and the text is kept.
  await page.keyboard.type('NOPE-123', { delay: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('No product matches NOPE-123', { exact: true })).toBeVisible();
  await expect(skuBox(page)).toHaveValue('NOPE-123');
  await expect(listRows(page)).toHaveCount(10);
});
