import { expect, test } from './fixtures';
import { listRows, skuBox } from './quick-order-support';
import { expectNoAxeViolations, shots } from './support';

const shot = shots('quick-order');

// Keyboard first: ten lines into the cart without the mouse.

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
  await expectNoAxeViolations(page);
  await shot(page, 'scanner-no-match', false);
});

test('ten SKUs with quantities into the cart take at most 45 key presses besides the SKUs themselves', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  // No Tab needed: the SKU box has focus when the page opens.
  await expect(skuBox(page)).toBeFocused();
  await page.evaluate(() => {
    const w = window as unknown as { presses: string[] };
    w.presses = [];
    document.addEventListener('keydown', (e) => w.presses.push(e.key), { capture: true });
  });
  for (const [i, sku] of TEN.entries()) {
    // 'TPW-B12 3' then Enter: the row is complete, focus stays in the box for the next one.
    await page.keyboard.type(`${sku} ${(i % 3) + 1}`);
    await page.keyboard.press('Enter');
  }
  await expect(listRows(page)).toHaveCount(10);
  await expect(skuBox(page)).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Your list is empty.')).toBeVisible({ timeout: 20_000 });
  expect((await dealer.cartSkus()).sort()).toEqual(
    TEN.map((s, i) => `${s} x${(i % 3) + 1}`).sort(),
  );

  const presses = await page.evaluate(() => (window as unknown as { presses: string[] }).presses);
  const skuCharacters = TEN.join('').length;
  // Space, quantity and Enter per line, then Control and Enter: 32.
  expect(presses.length - skuCharacters).toBe(32);
  expect(presses.length - skuCharacters).toBeLessThanOrEqual(45);
});

test('Ctrl+Enter enters what is still typed, then sends; a bad quantity in the box is said and sends nothing', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await expect(skuBox(page)).toBeFocused();
  await page.keyboard.type('TPW-B12 0');
  await page.keyboard.press('Enter');
  await expect(page.getByText('TPW-B12 0: Quantity must be at least 1')).toBeVisible();
  await expect(skuBox(page)).toHaveValue('TPW-B12 0');
  await skuBox(page).fill('tpw-b15 2');
  // From elsewhere on the page: the heading is not a field.
  await page.getByRole('heading', { name: 'Product List' }).click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('1 item added to your cart', { exact: true })).toBeVisible();
  expect(await dealer.cartSkus()).toEqual(['TPW-B15 x2']);
});
