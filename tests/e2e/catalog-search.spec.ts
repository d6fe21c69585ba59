import { expect, test, type Page } from './fixtures';
import { brokenImages, expectNoAxeViolations, holdRoute, shots } from './support';

// /search?keyword=… (dealers only).
const shot = shots('catalog');

const card = (page: Page, sku: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: sku, exact: true }) });

test('a visitor is sent to /login', async ({ page }) => {
  await page.goto('/search?keyword=B12');
  await expect(page).toHaveURL(/\/login\?next=/);
});

test.describe('dealer', () => {
  test.beforeEach(async ({ page, dealer }) => {
    await dealer.signIn(page);
  });

  test('B12: title in capitals, item count and cards with price and quantity', async ({ page }) => {
    await page.goto('/search?keyword=b12');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results For B12');
    await expect(page.getByText(/^\d+ items?$/)).toBeVisible();
    const b12 = card(page, 'TPW-B12');
    await expect(b12).toContainText('Base cabinet 12"');
    await expect(b12).toContainText('$189.00');
    await expect(
      b12.getByRole('combobox', { name: 'Quantity for TPW-B12' }).locator('option'),
    ).toHaveCount(10);
    await expect(b12.getByRole('button', { name: 'Add to Bag: TPW-B12' })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Search results pages' })).toHaveCount(0);
    const broken = await brokenImages(page);
    expect(broken).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, 'search-b12-dealer');
  });

  test('-ber: every Base Easy Reach item over several pages', async ({ page }) => {
    await page.goto('/search?keyword=-ber');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results For -BER');
    await expect(page.getByText('18 items', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'search-ber-page1-dealer');
    const firstPage = await page.getByRole('article').getByRole('heading').allTextContents();

    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/search?keyword=-ber&page=2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect
      .poll(() => page.getByRole('article').getByRole('heading').allTextContents())
      .not.toEqual(firstPage);

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/search?keyword=-ber&page=3');
    await expect(page.getByRole('article')).toHaveCount(2);
    const all = await page.getByRole('article').getByRole('heading').allTextContents();
    for (const sku of all) expect(sku).toMatch(/-BER3[36]$/);
    await shot(page, 'search-ber-page3-dealer');

    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);

    // A stale link past the last page offers the way back instead of a dead end.
    await page.goto('/search?keyword=-ber&page=9');
    await expect(page.getByText('Page 9 is past the last page of results.')).toBeVisible();
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByRole('article')).toHaveCount(8);
  });

  test('Add to Bag is disabled when stock is 0', async ({ page }) => {
    await page.goto('/search?keyword=TPW-W3630');
    const w = card(page, 'TPW-W3630');
    await expect(w).toContainText('Out of Stock');
    await expect(w.getByRole('button', { name: 'Add to Bag: TPW-W3630' })).toBeDisabled();
    await shot(page, 'search-out-of-stock-dealer');
  });

  test('Add to Bag from a result adds the chosen quantity', async ({ page, dealer }) => {
    await page.goto('/search?keyword=HW-PULL');
    const pull = card(page, 'HW-PULL-128');
    await pull.getByRole('combobox', { name: 'Quantity for HW-PULL-128' }).selectOption('12');
    await pull.getByRole('button', { name: 'Add to Bag: HW-PULL-128' }).click();
    await expect(page.getByText('Cart item updated successfully', { exact: true })).toBeVisible();
    await expect.poll(() => dealer.cartSkus()).toEqual(['HW-PULL-128 x12']);
    await expect(page.getByTestId('cart-badge')).toHaveText('12');
  });

  test('empty, loading and error states', async ({ page }) => {
    await page.goto('/search?keyword=zzzz');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('0 items', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'search-empty-dealer');

    const hold = await holdRoute(page, '**/api/products/search?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Search is unavailable.' } }),
    );
    await page.goto('/search?keyword=B15');
    await expect(page.getByLabel('Loading search results')).toBeVisible();
    await shot(page, 'search-loading-dealer');
    hold.release();
    await expect(page.getByRole('alert')).toContainText('Search is unavailable.');
    await shot(page, 'search-error-dealer');
  });
});
