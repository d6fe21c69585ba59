import { expect, test } from './fixtures';
import { brokenImages, expectNoAxeViolations, holdRoute, shots } from './support';

// /our-products tabs, colour cards, Order a Sample, Purchase Successful!.
const shot = shots('catalog');

const COLOURS = [
  'Thielsen Pigeon White',
  'Thielsen Pebble Gray',
  'Thielsen Sage Green',
  'Thielsen Sapphire Blue',
  'Thielsen Espresso',
  'Thielsen Primed Unfinished',
  'Atlanta White',
  'Atlanta Onyx Black',
  'Rome Pigeon White',
];

test.describe('visitor', () => {
  test('cabinet tab shows the nine colours with image, specification and both buttons', async ({
    page,
  }) => {
    await page.goto('/our-products?category=Cabinets');
    await expect(page.getByRole('tab', { name: 'Cabinets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(9);
    for (const [i, name] of COLOURS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card.getByRole('img', { name: `${name} cabinet door` })).toBeVisible();
      await expect(card.getByRole('list', { name: `${name} specification` })).toContainText(
        'Dovetail drawers',
      );
      await expect(card.getByRole('link', { name: `Shop This Style: ${name}` })).toBeVisible();
      await expect(card.getByRole('button', { name: `Order a Sample: ${name}` })).toBeVisible();
    }
    // Every card picture really loaded (no broken image).
    const broken = await brokenImages(page);
    expect(broken).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, 'our-products-cabinets-visitor');
  });

  test('tabs follow the query string both ways', async ({ page }) => {
    await page.goto('/our-products?category=Richelieu');
    await expect(page.getByRole('tab', { name: 'Richelieu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('RCH-HINGE-110')).toBeVisible();

    await page.getByRole('tab', { name: 'Hardware' }).click();
    await expect(page).toHaveURL('/our-products?category=Hardware');
    const card = page.getByRole('article').filter({ hasText: 'HW-PULL-128' });
    await expect(card.getByRole('link', { name: 'Sign in to view your pricing' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'our-products-hardware-visitor');

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Richelieu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto('/our-products?category=Nonsense');
    await expect(page.getByRole('tab', { name: 'Cabinets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a hardware card goes to its product page', async ({ page }) => {
    await page.goto('/our-products?category=Hardware');
    await page.getByRole('link', { name: /^Shop This Style: Hardware: bar pull 128 mm/ }).click();
    await expect(page).toHaveURL('/products/1001');
    await expect(page.getByText('HW-PULL-128')).toBeVisible();
  });

  test('a colour card opens its colour page with image and specification in navigation state', async ({
    page,
  }) => {
    await page.goto('/our-products?category=Cabinets');
    await page.getByRole('link', { name: 'Shop This Style: Thielsen Sage Green' }).click();
    await expect(page).toHaveURL('/cabinets/thielsen-sage-green');
    const state = await page.evaluate(() => window.history.state as Record<string, string>);
    expect(state.imageUrl).toBe('/images/colors/TSG.png');
    expect(state.specification).toContain('Dovetail drawers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thielsen Sage Green');
    await expect(
      page.getByRole('img', { name: 'Thielsen Sage Green cabinet door' }),
    ).toHaveAttribute('src', '/images/colors/TSG.png');
    await expect(
      page.getByRole('list', { name: 'Thielsen Sage Green specification' }),
    ).toContainText('Soft-close glides and hinges');
  });

  test('Order a Sample sends a visitor to /login', async ({ page }) => {
    await page.goto('/our-products?category=Cabinets');
    await page.getByRole('button', { name: 'Order a Sample: Atlanta White' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('loading and error states of a product tab', async ({ page }) => {
    const hold = await holdRoute(page, '**/api/products?itemClass=Hardware*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Catalog service unavailable.' } }),
    );
    await page.goto('/our-products?category=Hardware');
    await expect(page.getByLabel('Loading products')).toBeVisible();
    await shot(page, 'our-products-hardware-loading');
    hold.release();
    await expect(page.getByRole('alert')).toContainText('Hardware products could not be loaded.');
    await expectNoAxeViolations(page);
    await shot(page, 'our-products-hardware-error');
  });
});

test.describe('dealer', () => {
  test.beforeEach(async ({ page, dealer }) => {
    await dealer.signIn(page);
  });

  test('Order a Sample puts the colour sample door into the cart with feedback', async ({
    page,
    dealer,
  }) => {
    await page.goto('/our-products?category=Cabinets');
    await page.getByRole('button', { name: 'Order a Sample: Thielsen Sage Green' }).click();
    await expect(page.getByText('Sample door added to your cart.', { exact: true })).toBeVisible();
    await expect.poll(() => dealer.cartSkus()).toEqual(['TSG-SD x1']);
    await shot(page, 'our-products-sample-ordered-dealer');
  });

  test('a failed sample order shows the server text and adds nothing', async ({ page, dealer }) => {
    // In the demo data the Thielsen Espresso sample door is out of stock, so the call fails.
    await page.goto('/our-products?category=Cabinets');
    await page.getByRole('button', { name: 'Order a Sample: Thielsen Espresso' }).click();
    await expect(page.getByText('TE-SD is out of stock.', { exact: true })).toBeVisible();
    expect(await dealer.cartSkus()).toEqual([]);
    await shot(page, 'our-products-sample-failed-dealer');
  });

  test('dealers see hardware prices', async ({ page }) => {
    await page.goto('/our-products?category=Hardware');
    const card = page.getByRole('article').filter({ hasText: 'HW-PULL-128' });
    await expect(card).toContainText('$4.50');
    await expectNoAxeViolations(page);
    await shot(page, 'our-products-hardware-dealer');
  });

  test('Purchase Successful! after checkout: not closable by Escape or backdrop, cleared on reload', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    // What the checkout does on success: navigate to /our-products with the flag in history state.
    await page.evaluate(() => {
      window.history.pushState({ checkoutSuccess: true }, '', '/our-products?category=Cabinets');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const dialog = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Viewport only: the fixed overlay covers the screen, not the whole page.
    await shot(page, 'our-products-purchase-successful', false);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 450);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/our-products?category=Cabinets');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cabinets' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the flag also works when the page is already open', async ({ page }) => {
    await page.goto('/our-products?category=Cabinets');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() =>
      window.history.pushState({ checkoutSuccess: true }, '', '/our-products?category=Cabinets'),
    );
    await expect(page.getByRole('dialog', { name: 'Purchase Successful!' })).toBeVisible();
  });
});
