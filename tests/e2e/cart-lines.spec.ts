import { test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';
import { expect, arrangeCart, countRequests, failOnce, line, openCart, P } from './cart-support';

// The cart page, its lines and exactly-once saves.
const shot = shots('cart');
test.describe.configure({ timeout: 120_000 });

test('empty cart: the text and links to Quick Order and Our Products', async ({ page, dealer }) => {
  await openCart(page, dealer);
  await expect(page).toHaveTitle(/Shopping Cart/);
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick Order' }).last()).toHaveAttribute(
    'href',
    '/quick-order',
  );
  await expect(page.getByRole('link', { name: 'Our Products' })).toHaveAttribute(
    'href',
    '/our-products?category=Cabinets',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'cart-empty');
});

test('each line shows image, SKU, description, colour, prices and its controls', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [
    { productId: P.B12, quantity: 2, isAssembled: true },
    { productId: P.PULL, quantity: 10 },
  ]);
  await openCart(page, dealer);
  const b12 = line(page, 'TPW-B12');
  await expect(b12.getByText('Base cabinet 12"')).toBeVisible();
  await expect(b12.getByText('Thielsen Pigeon White')).toBeVisible();
  await expect(b12.getByLabel('Unit price TPW-B12')).toHaveText('$189.00');
  await expect(b12.getByLabel('Line total TPW-B12')).toHaveText('$378.00');
  await expect(b12.getByLabel('Quantity for TPW-B12')).toHaveValue('2');
  await expect(b12.getByRole('checkbox', { name: 'Assembled TPW-B12' })).toBeChecked();
  await expect(b12.getByLabel('Hinge side for TPW-B12')).toHaveValue('LEFT');
  await expect(b12.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await b12.locator('img').evaluate((i) => (i as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
  // No assembly on hardware (afmx 0): no checkbox, no hinge.
  const pull = line(page, 'HW-PULL-128');
  await expect(pull.getByRole('checkbox')).toHaveCount(0);
  await expect(pull.getByLabel('Hinge side for HW-PULL-128')).toHaveCount(0);
  // Quantity choices 1..qtyRestrictions (10 for TPW-B12).
  await expect(b12.getByLabel('Quantity for TPW-B12').locator('option')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await shot(page, 'cart-full');
});

test('every control of a line is a 24 px target or has room around it (axe target-size)', async ({
  page,
  dealer,
}) => {
  // Lighthouse's desktop audit runs WCAG 2.2's target-size; axe leaves it off by default.
  await page.setViewportSize({ width: 1350, height: 940 });
  await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.BER33 }, { productId: P.PULL }]);
  await openCart(page, dealer);
  await expect(page.getByRole('checkbox', { name: 'Assembled TPW-B12' })).toBeVisible();
  await expectNoAxeViolations(page, { enableRules: ['target-size'] });
});

test('quantity, assembly and hinge changes: one POST each, toast, badge follows', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 1 }]);
  await openCart(page, dealer);
  const posts = countRequests(page, 'POST', /^\/carts$/);
  const b12 = line(page, 'TPW-B12');
  await b12.getByLabel('Quantity for TPW-B12').selectOption('3');
  await expect(page.getByText('Cart item updated successfully', { exact: true })).toBeVisible();
  await expect(b12.getByLabel('Line total TPW-B12')).toHaveText('$567.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByTestId('cart-total')).toHaveText('$601.02');

  const hinge = b12.getByLabel('Hinge side for TPW-B12');
  await expect(hinge).toBeDisabled();
  await b12.getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
  await expect(hinge).toHaveValue('LEFT');
  // Turning assembly on sends LEFT for a hingeable item.
  await expect.poll(async () => (await dealer.cart())[0]?.hingeDirection).toBe('LEFT');
  await expect(hinge).toBeEnabled();
  await hinge.selectOption('RIGHT');
  await expect.poll(() => posts()).toBe(3);
  await expect
    .poll(async () => (await dealer.cart())[0])
    .toMatchObject({
      quantity: 3,
      isAssembled: true,
      hingeDirection: 'RIGHT',
    });
  // Turning assembly off clears the hinge.
  await b12.getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
  await expect.poll(async () => (await dealer.cart())[0]?.hingeDirection).toBeNull();
  await expect(hinge).toBeDisabled();
});

test('a failed change shows the server text and the controls show what the server holds', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 2 }]);
  await openCart(page, dealer);
  const b12 = line(page, 'TPW-B12');
  await failOnce(page, '**/api/carts', undefined, 'POST');
  await b12.getByLabel('Quantity for TPW-B12').selectOption('5');
  await expect(page.getByText('The server refused this change.', { exact: true })).toBeVisible();
  await expect(b12.getByLabel('Quantity for TPW-B12')).toHaveValue('2');
  await expect(b12.getByLabel('Line total TPW-B12')).toHaveText('$378.00');
  await shot(page, 'cart-failed-save');

  // Without server text: the generic text; the checkbox falls back unchecked.
  await failOnce(page, '**/api/carts', {}, 'POST');
  await b12.getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
  await expect(page.getByText('An unexpected error occurred.', { exact: true })).toBeVisible();
  await expect(b12.getByRole('checkbox', { name: 'Assembled TPW-B12' })).not.toBeChecked();
  expect(await dealer.cartSkus()).toEqual(['TPW-B12 x2']);
});

test('remove: quantity 0, deleted toast; a failure keeps the line', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.PULL, quantity: 4 }]);
  await openCart(page, dealer);
  await failOnce(page, '**/api/carts', {}, 'POST');
  await page.getByRole('button', { name: 'Remove HW-PULL-128' }).click();
  await expect(page.getByText('Failed to delete cart item.', { exact: true })).toBeVisible();
  await expect(line(page, 'HW-PULL-128')).toBeVisible();

  await page.getByRole('button', { name: 'Remove HW-PULL-128' }).click();
  await expect(page.getByText('Cart item deleted successfully.', { exact: true })).toBeVisible();
  await expect(line(page, 'HW-PULL-128')).toHaveCount(0);
  expect(await dealer.cartSkus()).toEqual(['TPW-B12 x1']);
});

test('exactly once: the overlay shows while saving and a double click sends one call', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.PULL }]);
  await openCart(page, dealer);
  const posts = countRequests(page, 'POST', /^\/carts$/);
  const hold = await holdRoute(page, '**/api/carts');
  await page.getByRole('button', { name: 'Remove HW-PULL-128' }).dblclick();
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  hold.release();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(line(page, 'HW-PULL-128')).toHaveCount(0);
  expect(posts()).toBe(1);
});

test('the overlay gives up after 40 s with the network message', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12 }]);
  await page.clock.install();
  await openCart(page, dealer);
  await holdRoute(page, '**/api/carts');
  await line(page, 'TPW-B12').getByLabel('Quantity for TPW-B12').selectOption('2');
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await page.clock.fastForward(40_000);
  await expect(page.getByText('Network issue, please try again.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});
