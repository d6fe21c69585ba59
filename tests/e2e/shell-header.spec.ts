import { expect, test, type Page } from './fixtures';
import { holdRoute } from './support';

// Header: top bar, greeting menu, banners, navigation, QUOTE link and cart.

test.describe('top bar', () => {
  test('a visitor sees phone, e-mail and Dealer Login, and no dealer tools', async ({ page }) => {
    await page.goto('/download');
    const bar = page.getByTestId('top-bar');
    await expect(bar).toHaveCSS('height', '50px');
    await expect(bar.getByRole('link', { name: '404-555-0100' })).toHaveAttribute(
      'href',
      'tel:+14045550100',
    );
    await expect(bar.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'QUOTE' })).toHaveCount(0);
    await expect(page.getByTestId('cart-link')).toHaveCount(0);
    await bar.getByRole('link', { name: 'Dealer Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  for (const [hour, minute, word] of [
    [9, 0, 'Morning'],
    [11, 59, 'Morning'],
    [12, 0, 'Afternoon'],
    [17, 59, 'Afternoon'],
    [18, 0, 'Evening'],
    [23, 30, 'Evening'],
  ] as const) {
    test(`at ${hour}:${String(minute).padStart(2, '0')} the dealer is greeted '${word} Dana'`, async ({
      page,
      dealer,
    }) => {
      await page.clock.setFixedTime(new Date(2026, 2, 2, hour, minute));
      await dealer.signIn(page);
      await page.goto('/download');
      const menu = page.getByTestId('top-bar').getByRole('button', { name: `${word} Dana` });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dealer Login' })).toHaveCount(0);
    });
  }

  test('a skeleton shows while the account info loads', async ({ page, dealer }) => {
    await dealer.signIn(page);
    const hold = await holdRoute(page, '**/api/accounts/me');
    await page.goto('/download');
    await expect(page.getByTestId('account-skeleton')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dana/ })).toHaveCount(0);
    hold.release();
    await expect(page.getByTestId('account-skeleton')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /(Morning|Afternoon|Evening) Dana/ }),
    ).toBeVisible();
  });

  test('the menu opens My Account', async ({ page, dealer }) => {
    await dealer.signIn(page);
    await page.goto('/download');
    await page.getByRole('button', { name: /Dana/ }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL('/my-account');
  });

  test('Sign Out clears the session cookies and shows /login', async ({ page, dealer }) => {
    await dealer.signIn(page);
    await page.goto('/cart');
    // Keyboard only: Enter opens the menu, arrows move, Enter chooses.
    await page.getByRole('button', { name: /Dana/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('accessToken');
    expect(names).not.toContain('refreshToken');
    await expect(page.getByRole('link', { name: 'Dealer Login' })).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveCount(0);
  });
});

test.describe('banners', () => {
  const advisory =
    /proposed 50% tariff is under watch.*at least four weeks' notice before any price change/;

  test('a visitor sees the tariff advisory and no impersonation banner', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('region', { name: 'Tariff advisory' })).toHaveText(advisory);
    await expect(page.getByText(/Impersonating:/)).toHaveCount(0);
  });

  test('staff acting as a dealer see whose account it is', async ({ page, dealer }) => {
    await dealer.signIn(page);
    await page.context().addCookies([
      { name: 'isImpersonated', value: 'true', domain: 'localhost', path: '/' },
      { name: 'impersonatedEmail', value: 'dealer@example.com', domain: 'localhost', path: '/' },
    ]);
    await page.goto('/download');
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveText(
      'Impersonating: dealer@example.com',
    );
    await expect(page.getByRole('region', { name: 'Tariff advisory' })).toHaveText(advisory);
  });

  test('a dealer who is not impersonated sees no impersonation banner', async ({
    page,
    dealer,
  }) => {
    await dealer.signIn(page);
    await page.goto('/download');
    await expect(page.getByRole('button', { name: /Dana/ })).toBeVisible();
    await expect(page.getByText(/Impersonating:/)).toHaveCount(0);
  });
});

test.describe('main navigation', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  test('is 90 px high and marks the current section', async ({ page }) => {
    await page.goto('/contact-us');
    const bar = nav(page).locator('xpath=../..');
    await expect(bar).toHaveCSS('height', '90px');
    await expect(nav(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).getByRole('link', { name: 'Download' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    await nav(page).getByRole('link', { name: 'Download' }).click();
    await expect(page).toHaveURL('/download');
    await expect(nav(page).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
  });

  test('Products opens Cabinets; its hover submenu leads to each category', async ({ page }) => {
    await page.goto('/download');
    const products = nav(page).getByRole('button', { name: 'Products' });
    const submenu = nav(page).getByRole('menu', { name: 'Product categories' });
    await expect(submenu).toBeHidden();
    await products.hover();
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('menuitem')).toHaveText(['Cabinets', 'Hardware', 'Richelieu']);
    await submenu.getByRole('menuitem', { name: 'Richelieu' }).click();
    await expect(page).toHaveURL('/our-products?category=Richelieu');
    await expect(products).toHaveAttribute('aria-current', 'page');
    await page.mouse.move(700, 700);
    await expect(submenu).toBeHidden();

    await page.goto('/download');
    await nav(page).getByRole('button', { name: 'Products' }).click();
    await expect(page).toHaveURL('/our-products?category=Cabinets');
  });

  // The keyboard side (Enter, Space, arrows, Escape) is covered in polish-walkthrough.spec.ts.

  test('the logo leaves for the marketing site', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByTestId('logo')).toHaveAttribute(
      'href',
      process.env.VITE_MARKETING_SITE_URL || '/',
    );
  });

  test('a visitor sees Quick Order, which asks for sign-in', async ({ page }) => {
    await page.goto('/download');
    await nav(page).getByRole('link', { name: 'Quick Order' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fquick-order$/);
  });
});

test.describe('dealer tools', () => {
  test('QUOTE leads to the quote list and is highlighted there', async ({ page, dealer }) => {
    await dealer.signIn(page);
    await page.goto('/download');
    const quote = page.getByRole('link', { name: 'QUOTE', exact: true });
    await expect(quote).toHaveText('QUOTE');
    await quote.click();
    await expect(page).toHaveURL('/quotes');
    await expect(quote).toHaveAttribute('aria-current', 'page');
  });

  test('the cart shows the total quantity and the total with a dollar sign', async ({
    page,
    dealer,
  }) => {
    await dealer.signIn(page);
    await page.goto('/download');
    const cart = page.getByTestId('cart-link');
    await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    const found = await dealer.api.get('products/search?keyword=B12&page=1&limit=5');
    const b12 = ((await found.json()) as { products: { id: number; sku: string }[] }).products.find(
      (p) => p.sku === 'TPW-B12',
    );
    expect(b12).toBeTruthy();
    const added = await dealer.api.post('carts', {
      data: { productId: b12!.id, quantity: 3, isAssembled: false, hingeDirection: null },
    });
    expect(added.ok()).toBe(true);
    const answer = (await added.json()) as { cartItemCount: number; totalPrice: number };
    expect(answer.cartItemCount).toBe(3);

    await page.reload();
    const expected = `$${answer.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(page.getByTestId('cart-total')).toHaveText(expected);
    await expect(cart).toHaveAccessibleName(`Cart, 3 items, total ${expected}`);
    await cart.click();
    await expect(page).toHaveURL('/cart');
  });

  test('more than 99 items read 99+', async ({ page, dealer }) => {
    await dealer.signIn(page);
    await page.route('**/api/carts', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const cart = (await response.json()) as Record<string, unknown>;
      // The header's total is the cart's Total from its lines (150 x $8.23, untaxed).
      await route.fulfill({
        response,
        json: { ...cart, cartItemCount: 150, isTaxable: false, items: [line(8.23, 150)] },
      });
    });
    await page.goto('/download');
    await expect(page.getByTestId('cart-badge')).toHaveText('99+');
    await expect(page.getByTestId('cart-total')).toHaveText('$1,234.50');
  });
});

test('a six-figure total and a 99+ badge neither move the search box nor pass the right edge', async ({
  page,
  dealer,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await dealer.signIn(page);
  await page.goto('/download');
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  // Measure once the web fonts are in: a box measured in the fallback font sits elsewhere.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const search = page.getByRole('search', { name: 'Product search' });
  const before = await search.boundingBox();

  // A real cart of more than 99 items, filled through the API.
  const found = await dealer.api.get('products/search?keyword=B&page=1&limit=20');
  const products = (
    (await found.json()) as {
      products: { id: number; qtyRestrictions: number; stock: number }[];
    }
  ).products.filter((p) => p.stock > 0);
  let items = 0;
  for (const p of products) {
    if (items > 99) break;
    const added = await dealer.api.post('carts', {
      data: {
        productId: p.id,
        // As many as can be ordered (docs/business-rules.md#availability).
        quantity: Math.min(p.qtyRestrictions, p.stock),
        isAssembled: false,
        hingeDirection: null,
      },
    });
    expect(added.ok()).toBe(true);
    items = ((await added.json()) as { cartItemCount: number }).cartItemCount;
  }
  expect(items).toBeGreaterThan(99);
  // The demo catalog cannot reach the largest total the header must hold, so the cart's answer
  // carries one line of that price (the header's total is the cart's Total from its lines); the
  // item count is the real cart's above.
  await page.route('**/api/carts', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const cart = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...cart, isTaxable: false, items: [line(999999.99, 1)] },
    });
  });
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('99+');
  await expect(page.getByTestId('cart-total')).toHaveText('$999,999.99');

  expect(await search.boundingBox()).toEqual(before);
  const cartBox = (await page.getByTestId('cart-link').boundingBox())!;
  expect(cartBox.x + cartBox.width).toBeLessThanOrEqual(1440);
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    total: (() => {
      const t = document.querySelector('[data-testid="cart-total"]')!;
      return t.scrollWidth - t.clientWidth;
    })(),
  }));
  expect(overflow).toEqual({ page: 0, total: 0 });
});

/** A plain cart line of a given price and quantity (no assembly, no hinge). */
function line(price: number, quantity: number) {
  return {
    cartItemId: 1,
    productId: 1001,
    sku: 'HW-PULL-128',
    color: 'Generic',
    price,
    quantity,
    imageIndex: 226,
    qtyRestrictions: 999,
    isAssembled: false,
    isHingeable: false,
    hingeDirection: null,
    afmx: 0,
    skuPrefix: null,
  };
}
