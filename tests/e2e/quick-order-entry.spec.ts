import { expect, test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { addSku, listRows, row, skuBox, storedList } from './quick-order-support';

// Quick order: the SKU box, the rows, and the list kept in browser storage.

const shot = shots('quick-order');

test('a visitor is sent to /login', async ({ page }) => {
  await page.goto('/quick-order');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('signed-in dealer', () => {
  test.beforeEach(async ({ page, dealer }) => {
    await dealer.signIn(page);
  });

  test('the empty list: title, SKU box, both buttons disabled', async ({ page }) => {
    await page.goto('/quick-order');
    await expect(page).toHaveTitle(/Quick Order/);
    await expect(skuBox(page)).toHaveAttribute('placeholder', 'Enter SKU');
    await expect(page.getByText('Your list is empty.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await shot(page, 'empty');
  });

  test('picking a suggestion adds a row with price, quantity and line total', async ({ page }) => {
    await page.goto('/quick-order');
    await skuBox(page).fill('B12');
    const option = page.getByRole('option', { name: /TPW-B12/ });
    await option.click();
    const b12 = row(page, 'TPW-B12');
    await expect(b12).toContainText('$189.00');
    await expect(b12.getByLabel('Quantity for TPW-B12')).toHaveValue('1');
    await b12.getByLabel('Quantity for TPW-B12').selectOption('3');
    await expect(b12).toContainText('$567.00');
    // The quantity offers 1 to qtyRestrictions (10 for TPW-B12).
    await expect(b12.getByLabel('Quantity for TPW-B12').locator('option')).toHaveCount(10);
    await expect(skuBox(page)).toHaveValue('');
  });

  test('the magnifier adds the first suggestion; a SKU already listed raises its quantity up to the maximum', async ({
    page,
  }) => {
    await page.goto('/quick-order');
    const magnifier = page.getByRole('button', { name: 'Add first suggestion' });
    await expect(magnifier).toBeDisabled();
    await skuBox(page).fill('TPW-BER33');
    await expect(page.getByRole('option').first()).toContainText('TPW-BER33');
    await magnifier.click();
    await expect(listRows(page)).toHaveCount(1);
    const notes = page.getByRole('status').filter({ hasText: 'TPW-BER33' });
    await addSku(page, 'tpw-ber33');
    await expect(notes).toHaveText('TPW-BER33 is already in the list: quantity now 2.');
    for (let i = 0; i < 5; i += 1) await addSku(page, 'tpw-ber33');
    await expect(listRows(page)).toHaveCount(1);
    // qtyRestrictions of TPW-BER33 is 5: seven picks stop at 5, and the box says why.
    await expect(row(page, 'TPW-BER33').getByLabel('Quantity for TPW-BER33')).toHaveValue('5');
    await expect(notes).toHaveText(
      'TPW-BER33 is already in the list: quantity capped at 5 (at most 5 per order).',
    );
  });

  test('assembly turns on with hinge LEFT and off clears it; no assembly where afmx is 0', async ({
    page,
  }) => {
    await page.goto('/quick-order');
    await addSku(page, 'TPW-B12');
    await addSku(page, 'HW-PULL-128');
    const b12 = row(page, 'TPW-B12');
    const hinge = b12.getByLabel('Hinge side for TPW-B12');
    await expect(hinge).toBeDisabled();
    await b12.getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
    await expect(hinge).toBeEnabled();
    await expect(hinge).toHaveValue('LEFT');
    await hinge.selectOption('RIGHT');
    await expect
      .poll(async () => Object.values((await storedList(page)).hinges as Record<string, unknown>))
      .toContain('RIGHT');
    await b12.getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
    await expect(hinge).toBeDisabled();
    await expect
      .poll(async () => Object.values((await storedList(page)).hinges as Record<string, unknown>))
      .toEqual([null, null]);
    await expect(row(page, 'HW-PULL-128').getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'rows');
  });

  test('an out-of-stock row says so and makes the list invalid until removed', async ({ page }) => {
    await page.goto('/quick-order');
    await addSku(page, 'TPW-B12');
    await addSku(page, 'TPW-W3630');
    await expect(row(page, 'TPW-W3630')).toContainText('Out of Stock');
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('Remove the out-of-stock rows')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'invalid');
    await page.getByRole('button', { name: 'Remove TPW-W3630' }).click();
    await expect(listRows(page)).toHaveCount(1);
    await expect(add).toBeEnabled();
  });

  test('reload restores the list from the storage keys; Clear All empties list and storage', async ({
    page,
  }) => {
    await page.goto('/quick-order');
    await addSku(page, 'TPW-B12');
    await addSku(page, 'RCH-HINGE-110');
    await row(page, 'RCH-HINGE-110').getByLabel('Quantity for RCH-HINGE-110').selectOption('7');
    await row(page, 'TPW-B12').getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
    await expect
      .poll(async () => (await storedList(page)).skus)
      .toEqual(['TPW-B12', 'RCH-HINGE-110']);

    await page.reload();
    await expect(listRows(page)).toHaveCount(2);
    await expect(row(page, 'RCH-HINGE-110').getByLabel('Quantity for RCH-HINGE-110')).toHaveValue(
      '7',
    );
    await expect(
      row(page, 'TPW-B12').getByRole('checkbox', { name: 'Assembled TPW-B12' }),
    ).toBeChecked();
    await expect(row(page, 'TPW-B12').getByLabel('Hinge side for TPW-B12')).toHaveValue('LEFT');

    await page.evaluate(() => {
      localStorage.setItem('unrelated', 'x');
      sessionStorage.setItem('unrelated', 'x');
      sessionStorage.setItem('orderKey', '{"key":"kept-through-clear-all"}');
    });
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Your list is empty.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // An unsettled order key stays: it guards an order against being placed twice.
    expect(await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)))).toEqual({
      orderKey: '{"key":"kept-through-clear-all"}',
    });
    await page.reload();
    await expect(page.getByText('Your list is empty.')).toBeVisible();
  });
});
