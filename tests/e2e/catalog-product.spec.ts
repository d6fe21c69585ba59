import { expect, test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';

// /products/{productId}. Ids follow the mock's stable scheme (docs/demo.md):
// 101 TPW-B12, 102 TPW-BER33, 105 TPW-W3630, 1001 HW-PULL-128.
const shot = shots('catalog');

test.describe('visitor', () => {
  test('no price and no stock; the pricing link and Add to Bag lead to /login', async ({
    page,
  }) => {
    await page.goto('/products/101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base cabinet 12"');
    await expect(page.getByText('TPW-B12', { exact: true })).toBeVisible();
    await expect(page.getByText('Base', { exact: true })).toBeVisible();
    const pricing = page.getByRole('link', { name: 'Sign in to view your pricing' });
    await expect(pricing).toHaveAttribute('href', /^\/login/);
    await expect(page.getByText(/In Stock|Out of Stock/)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Base cabinet 12"' })).toHaveJSProperty(
      'complete',
      true,
    );
    expect(
      await page
        .getByRole('img', { name: 'Base cabinet 12"' })
        .evaluate((i) => (i as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await shot(page, 'product-page-visitor');

    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a product that fails to load: error toast and the not-found page', async ({ page }) => {
    await page.goto('/products/99999');
    await expect(page.getByText('Error fetching product.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('We are sorry, But the page you are looking for cannot be found'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home Page' })).toBeVisible();
    await shot(page, 'product-page-not-found');

    await page.goto('/products/not-a-number');
    await expect(
      page.getByText('We are sorry, But the page you are looking for cannot be found'),
    ).toBeVisible();
  });

  test('loading skeleton while the product loads', async ({ page }) => {
    const hold = await holdRoute(page, '**/api/products/101');
    await page.goto('/products/101');
    await expect(page.getByLabel('Loading product')).toBeVisible();
    await shot(page, 'product-page-loading');
    hold.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base cabinet 12"');
  });
});

test.describe('dealer', () => {
  test.beforeEach(async ({ page, dealer }) => {
    await dealer.signIn(page);
  });

  test('price, In Stock, hinge disabled until assembled, and Add to Bag', async ({
    page,
    dealer,
  }) => {
    await page.goto('/products/101');
    await expect(page.getByText('$189.00')).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to view your pricing' })).toHaveCount(0);
    const hinge = page.getByRole('combobox', { name: 'Hinge' });
    await expect(hinge).toBeDisabled();
    await expect(hinge).toHaveValue('LEFT');
    await expect(page.getByRole('combobox', { name: 'Quantity' }).locator('option')).toHaveCount(
      10,
    );
    await expectNoAxeViolations(page);
    await shot(page, 'product-page-dealer');

    await page.getByRole('checkbox', { name: 'Assembled' }).click();
    await expect(hinge).toBeEnabled();
    await hinge.selectOption('RIGHT');
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Cart item updated successfully', { exact: true })).toBeVisible();
    await expect
      .poll(() => dealer.cart())
      .toMatchObject([
        // Picking the side makes it the dealer's choice: the job check does not ask again.
        {
          sku: 'TPW-B12',
          quantity: 2,
          isAssembled: true,
          hingeDirection: 'RIGHT',
          hingeChosen: true,
        },
      ]);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  });

  test('TPW-W3630 is Out of Stock and cannot be added', async ({ page }) => {
    await page.goto('/products/105');
    await expect(page.getByText('TPW-W3630', { exact: true })).toBeVisible();
    await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeDisabled();
    await shot(page, 'product-page-out-of-stock-dealer');
  });

  test('afmx 0 hides assembly and hinge (HW-PULL-128); no hinge for non-hingeable BER33', async ({
    page,
  }) => {
    await page.goto('/products/1001');
    await expect(page.getByText('HW-PULL-128', { exact: true })).toBeVisible();
    await expect(page.getByText('$4.50')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Assembled' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Hinge' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Quantity' }).locator('option')).toHaveCount(
      99,
    );
    await shot(page, 'product-page-hardware-dealer');

    await page.goto('/products/102');
    await expect(page.getByText('TPW-BER33', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Assembled' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Hinge' })).toHaveCount(0);
  });
});
