import { test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import {
  expect,
  arrangeCart,
  recordTexts,
  shown,
  countRequests,
  failOnce,
  line,
  openCart,
  P,
} from './cart-support';

// Batch style change and Clear Bag.
const shot = shots('cart');
test.describe.configure({ timeout: 120_000 });

test('batch edit: checkboxes on cabinet lines only and the 11 styles', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.PULL }]);
  await openCart(page, dealer);
  await expect(page.getByRole('checkbox', { name: 'Select TPW-B12' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Batch Edit' }).click();
  await expect(page.getByRole('button', { name: 'Batch Edit' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: 'Select TPW-B12' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select HW-PULL-128' })).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Batch cabinet style' });
  await expect(panel.getByRole('button')).toHaveCount(11);
  await expect(panel.getByRole('button', { name: 'TSG · Thielsen Sage Green' })).toBeVisible();

  const posts = countRequests(page, 'POST', /^\/carts$/);
  await panel.getByRole('button', { name: 'AW · Atlanta White' }).click();
  await expect(
    page.getByText('Please select at least one item to apply the color change.', { exact: true }),
  ).toBeVisible();
  expect(posts()).toBe(0);
  await expectNoAxeViolations(page);
  await shot(page, 'cart-batch');

  await page.getByRole('button', { name: 'Batch Edit' }).click();
  await expect(panel).toHaveCount(0);
});

test('a style applies to the selected lines; a line missing in that style keeps its style', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.B15, quantity: 2 }]);
  await openCart(page, dealer);
  await page.getByRole('button', { name: 'Batch Edit' }).click();
  await page.getByRole('checkbox', { name: 'Select TPW-B12' }).click();
  await page.getByRole('checkbox', { name: 'Select TPW-B15' }).click();
  const posts = countRequests(page, 'POST', /^\/carts$/);
  await page.getByRole('button', { name: 'TE · Thielsen Espresso' }).click();
  await expect(line(page, 'TE-B15')).toBeVisible();
  await expect(line(page, 'TPW-B12')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'TPW-B12:' })).toContainText(
    'does not exist in that cabinet style',
  );
  // Selection cleared and the panel closed.
  await expect(page.getByRole('region', { name: 'Batch cabinet style' })).toHaveCount(0);
  expect(posts()).toBe(2);
  expect((await dealer.cartSkus()).sort()).toEqual(['TE-B15 x2', 'TPW-B12 x1']);

  // Every line succeeding: the success toast and no error list.
  await page.getByRole('button', { name: 'Batch Edit' }).click();
  await page.getByRole('checkbox', { name: 'Select TPW-B12' }).click();
  await page.getByRole('button', { name: 'AW · Atlanta White' }).click();
  await expect(line(page, 'AW-B12')).toBeVisible();
  await expect(page.getByText('Cart item updated successfully', { exact: true })).toBeVisible();
});

test('Clear Bag asks first, then clears the cart and the discount', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12 }]);
  await recordTexts(page);
  await dealer.signIn(page);
  await page.goto('/cart');
  await page.evaluate(() =>
    localStorage.setItem(
      'discount',
      JSON.stringify({
        code: 'DEALER10',
        result: { isValid: true, message: 'Discount code applied.', rate: 10 },
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('status', { name: 'Discount Applied' })).toBeVisible();
  const deletes = countRequests(page, 'DELETE', /^\/carts$/);

  await page.getByRole('button', { name: 'Clear Bag' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(deletes()).toBe(0);

  await failOnce(page, '**/api/carts', {}, 'DELETE');
  await page.getByRole('button', { name: 'Clear Bag' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Clear' }).click();
  await shown(page, 'Failed to clear the cart.');
  await expect(line(page, 'TPW-B12')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Bag' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Clear' }).dblclick();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(deletes()).toBe(2);
  expect(await dealer.cartSkus()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('discount'))).toBeNull();
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
});
