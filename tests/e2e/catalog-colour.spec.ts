import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';

// /cabinets/{color}.
const shot = shots('catalog');

const table = (page: Page, cabinetType: string) =>
  page.getByRole('table', { name: cabinetType, exact: true });
const row = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku });

test.describe('visitor', () => {
  test('a direct visit shows the colour from local data, with prices hidden and no stock', async ({
    page,
  }) => {
    await page.goto('/cabinets/atlanta-onyx-black');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atlanta Onyx Black');
    await expect(
      page.getByRole('img', { name: 'Atlanta Onyx Black cabinet door' }),
    ).toHaveAttribute('src', '/images/colors/AOB.png');
    await expect(
      page.getByRole('list', { name: 'Atlanta Onyx Black specification' }),
    ).toContainText('Full overlay shaker doors');
    await expect(table(page, 'Base')).toBeVisible();
    await expect(row(page, 'AOB-B15')).toContainText('Sign in to view your pricing');
    await expect(page.getByRole('columnheader', { name: 'Stock' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add to Bag/ })).toHaveCount(0);
    await expect(page.getByText(/in stock|Out of Stock/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'colour-page-visitor');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atlanta Onyx Black');
    await expect(table(page, 'Base')).toBeVisible();
  });

  test('the colour may be given by style code; an unknown colour is not found', async ({
    page,
  }) => {
    await page.goto('/cabinets/TPW');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thielsen Pigeon White');
    await page.goto('/cabinets/purple-haze');
    await expect(
      page.getByText('We are sorry, But the page you are looking for cannot be found'),
    ).toBeVisible();
  });

  test('Shop by Category: the first is preselected, choosing the selected one shows all', async ({
    page,
  }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    const group = page.getByRole('group', { name: 'Shop by Category' });
    await expect(group.getByRole('button')).toHaveText([
      'Base Cabinets',
      'Wall Cabinets',
      'Oven and Pantry Cabinets',
      'Bathroom Vanities',
      'Trim & Details',
      'Accessories',
    ]);
    const base = group.getByRole('button', { name: 'Base Cabinets' });
    const wall = group.getByRole('button', { name: 'Wall Cabinets' });
    await expect(base).toHaveAttribute('aria-pressed', 'true');
    await expect(table(page, 'Base')).toBeVisible();
    await expect(table(page, 'Wall')).toHaveCount(0);

    await wall.click();
    await expect(wall).toHaveAttribute('aria-pressed', 'true');
    await expect(base).toHaveAttribute('aria-pressed', 'false');
    await expect(row(page, 'TPW-W3630')).toBeVisible();
    await expect(table(page, 'Base')).toHaveCount(0);

    await wall.click();
    await expect(group.locator('[aria-pressed="true"]')).toHaveCount(0);
    for (const type of ['Base', 'Wall', 'Pantry', 'Vanity Sink Base', 'Moulding', 'Sample Door'])
      await expect(table(page, type)).toBeVisible();
    // Rows past the first screenful arrive after the first paint; their tables are watched too.
    const vanity = page
      .getByRole('navigation', { name: 'Cabinet Type' })
      .getByRole('link', { name: 'Vanity Sink Base' });
    await vanity.click();
    await expect(vanity).toHaveAttribute('aria-current', 'location');
    await shot(page, 'colour-page-all-categories-visitor');
  });

  test('the Cabinet Type list jumps to its table; Base Easy Reach carries the Lazy Susan note', async ({
    page,
  }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    const nav = page.getByRole('navigation', { name: 'Cabinet Type' });
    await expect(nav.getByRole('link')).toHaveText([
      'Base',
      'Base Easy Reach',
      'Wooden Table',
      'Drawer Base',
      'Sink Base',
    ]);
    await nav.getByRole('link', { name: 'Sink Base' }).click();
    await expect(page).toHaveURL('/cabinets/thielsen-pigeon-white#type-sink-base');
    await expect(table(page, 'Sink Base')).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Base Easy Reach' })).toContainText(
      'To make it a Lazy Susan, add a Wooden Table to the cart.',
    );
  });

  test('a shared link to a cabinet type scrolls there once the tables load', async ({ page }) => {
    await page.goto('/cabinets/thielsen-pigeon-white#type-sink-base');
    await expect(table(page, 'Sink Base')).toBeInViewport();
  });

  test('loading, empty and error states', async ({ page }) => {
    const hold = await holdRoute(page, '**/api/products?*', (route) =>
      route.fulfill({ status: 200, json: { data: { products: [] } } }),
    );
    await page.goto('/cabinets/rome-pigeon-white');
    await expect(page.getByLabel('Loading products')).toBeVisible();
    await shot(page, 'colour-page-loading', false);
    hold.release();
    await expect(page.getByText('No products found')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'colour-page-empty');

    await page.unroute('**/api/products?*');
    await page.route('**/api/products?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Catalog service unavailable.' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Products could not be loaded.');
    await expect(page.getByRole('alert')).toContainText('Catalog service unavailable.');
    await shot(page, 'colour-page-error');
  });
});

test.describe('dealer', () => {
  test.beforeEach(async ({ page, dealer }) => {
    await dealer.signIn(page);
  });

  test('dealers get prices, the stock column and the ordering controls', async ({ page }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    await expect(table(page, 'Base').getByRole('columnheader', { name: 'Stock' })).toBeVisible();
    const b12 = row(page, 'TPW-B12');
    await expect(b12).toContainText('$189.00');
    await expect(b12).toContainText('25 in stock');
    // Hinge only for hingeable items, disabled until assembled, LEFT by default.
    const hinge = b12.getByRole('combobox', { name: 'Hinge side for TPW-B12' });
    await expect(hinge).toBeDisabled();
    await expect(hinge).toHaveValue('LEFT');
    await expect(row(page, 'TPW-BER33').getByRole('combobox', { name: /Hinge/ })).toHaveCount(0);
    await expect(row(page, 'TPW-BER33').getByRole('checkbox', { name: /Assembled/ })).toBeVisible();
    // afmx 0: no assembly options at all.
    await expect(row(page, 'TPW-WT33').getByRole('checkbox')).toHaveCount(0);
    // Quantity from 1 to qtyRestrictions (10 for B12, 5 for BER33).
    await expect(
      b12.getByRole('combobox', { name: 'Quantity for TPW-B12' }).locator('option'),
    ).toHaveCount(10);
    await expect(
      row(page, 'TPW-BER33')
        .getByRole('combobox', { name: 'Quantity for TPW-BER33' })
        .locator('option'),
    ).toHaveCount(5);
    await expectNoAxeViolations(page);
    await shot(page, 'colour-page-dealer');
  });

  test('out-of-stock rows cannot be added', async ({ page }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    await page.getByRole('button', { name: 'Wall Cabinets' }).click();
    const w3630 = row(page, 'TPW-W3630');
    await expect(w3630).toContainText('Out of Stock');
    await expect(w3630.getByRole('button', { name: 'Add to Bag: TPW-W3630' })).toBeDisabled();
  });

  test('Add to Bag sends quantity, assembly and hinge; cart badge and total follow', async ({
    page,
    dealer,
  }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    const b12 = row(page, 'TPW-B12');
    await b12.getByRole('combobox', { name: 'Quantity for TPW-B12' }).selectOption('3');
    await b12.getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
    const hinge = b12.getByRole('combobox', { name: 'Hinge side for TPW-B12' });
    await expect(hinge).toBeEnabled();
    await hinge.selectOption('RIGHT');
    await b12.getByRole('button', { name: 'Add to Bag: TPW-B12' }).click();
    await expect(page.getByText('Cart item updated successfully', { exact: true })).toBeVisible();
    await expect
      .poll(() => dealer.cart())
      .toMatchObject([{ sku: 'TPW-B12', quantity: 3, isAssembled: true, hingeDirection: 'RIGHT' }]);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    // 3 x $189 + assembly $20 x afmx 1 x 3 = $627, plus 6% tax on $567 = $34.02.
    await expect(page.getByTestId('cart-total')).toHaveText('$661.02');
    await shot(page, 'colour-page-added-dealer', false);

    // A non-hingeable, non-assembled line: no hinge is sent.
    await row(page, 'TPW-BER33').getByRole('button', { name: 'Add to Bag: TPW-BER33' }).click();
    await expect.poll(async () => (await dealer.cart()).length).toBe(2);
    expect((await dealer.cart())[1]).toMatchObject({
      sku: 'TPW-BER33',
      quantity: 1,
      isAssembled: false,
      hingeDirection: null,
    });
    await expect(page.getByTestId('cart-badge')).toHaveText('4');
  });

  test('a failed add shows the fixed text when the server gives none', async ({ page, dealer }) => {
    await page.route('**/api/carts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: {} })
        : route.continue(),
    );
    await page.goto('/cabinets/thielsen-pigeon-white');
    await row(page, 'TPW-B15').getByRole('button', { name: 'Add to Bag: TPW-B15' }).click();
    await expect(
      page.getByText('Failed to add item to cart. Please try again.', { exact: true }),
    ).toBeVisible();
    expect(await dealer.cart()).toEqual([]);
    await shot(page, 'colour-page-add-failed-dealer', false);
  });
});
