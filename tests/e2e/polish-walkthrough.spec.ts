import { expect, test, type Locator, type Page } from './fixtures';
import { shots } from './support';

// Polish from a new user's walk-through at 1440x900.
const shot = shots('polish');

type Box = { x: number; y: number; width: number; height: number };
// No focused control (focus on the page body) means there is nothing for the toast to cover.
const intersects = (a: Box, b: Box | null) =>
  !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

const toastItem = (page: Page) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .first();

// Each test walks several screens through the validating proxy; the shared 2-core machine is slow.
test.describe.configure({ timeout: 90_000 });

test('every route has its own tab title and no page logs a failed request or error', async ({
  page,
  request,
  dealer,
}) => {
  const problems: string[] = [];
  page.on('requestfailed', (r) => {
    // Moving to the next route cancels images still loading; that is the walk, not a fault.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const visitor: [string, string][] = [
    ['/login', 'Dealer Login'],
    ['/signup', 'New Dealer Form'],
    ['/password-reset', 'Password Reset'],
    ['/our-products?category=Cabinets', 'Our Products'],
    ['/cabinets/thielsen-pigeon-white', 'Thielsen Pigeon White'],
    ['/contact-us', 'Contact Us'],
    ['/download', 'Download'],
    ['/about-us', 'About Us'],
    ['/warranty', 'Warranty'],
    ['/no-such-page', 'Page Not Found'],
  ];
  for (const [path, title] of visitor) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · Heartwood Cabinetry`);
  }
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await request.get('/favicon.svg')).ok()).toBe(true);

  await dealer.signIn(page);
  const dealerRoutes: [string, string][] = [
    ['/cart', 'Shopping Cart'],
    ['/quick-order', 'Quick Order'],
    ['/my-account', 'My Account'],
    ['/search?keyword=B12', 'Search Results For B12'],
  ];
  for (const [path, title] of dealerRoutes) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · Heartwood Cabinetry`);
  }
  await page.goto('/cabinets/thielsen-pigeon-white');
  await page.getByRole('link', { name: 'TPW-B12', exact: true }).click();
  await expect(page).toHaveTitle('TPW-B12 · Heartwood Cabinetry');
  // The not-found page's own lookups are expected to fail; anything else is a real problem.
  expect(problems.filter((p) => !p.includes('no-such-page'))).toEqual([]);
});

test('the skip link is the first Tab stop and moves focus to the content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await shot(page, 'skip-link', false);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('Products is a menu button: keys open it, arrows move, Escape returns focus', async ({
  page,
}) => {
  await page.goto('/download');
  const products = page.getByRole('button', { name: 'Products' });
  const menu = page.getByRole('menu', { name: 'Product categories' });
  await expect(products).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menu).toBeHidden();
  // Closed, the items are not Tab stops: Tab from Products goes on to Quick Order.
  await products.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Quick Order' })).toBeFocused();

  await products.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Cabinets' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Hardware' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Richelieu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(products).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Cabinets' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Space');
  await expect(menu.getByRole('menuitem', { name: 'Cabinets' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/our-products?category=Hardware');
});

test('the code-sent toast sits centred under the header, off the focused field', async ({
  page,
  dealer,
}) => {
  await page.goto('/password-reset');
  const email = page.getByLabel('Email');
  await email.fill(dealer.email);
  await email.press('Enter');
  const item = toastItem(page);
  await expect(item).toContainText('Verification code sent to your email.', { timeout: 15_000 });
  const t = await box(item);
  expect(intersects(t, await focusedBox(page))).toBe(false);
  expect(Math.abs(t.x + t.width / 2 - 720)).toBeLessThan(2);
  expect(t.y).toBeGreaterThanOrEqual(140);
  expect(t.y).toBeLessThan(260);
  await shot(page, 'code-sent-toast', false);
});

test('a toast moves off a focused control it would cover', async ({ page }) => {
  await page.goto('/login');
  // Put the focused field right where the toast rests, as a scrolled page would.
  await page.getByLabel('Email').evaluate((el) => {
    Object.assign((el as HTMLElement).style, { position: 'fixed', top: '160px', left: '520px' });
  });
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
  await page.getByLabel('Email').focus();
  await page.getByLabel('Email').press('Enter');
  const item = toastItem(page);
  if (await item.isVisible()) {
    expect(intersects(await box(item), await focusedBox(page))).toBe(false);
  }
});

test('/login says why when the guard sent the visitor', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Please sign in to continue.')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await shot(page, 'login-sent-by-guard', false);
});

test.describe('dealer', () => {
  test.beforeEach(async ({ page, dealer }) => {
    await dealer.signIn(page);
  });

  test('colour page: first order row above the fold, type in view marked, out of stock disabled', async ({
    page,
  }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    const firstRow = page.locator('[role="row"]:has(> [role="cell"])').first();
    await expect(firstRow).toBeVisible({ timeout: 20_000 });
    const r = await box(firstRow);
    expect(r.y + r.height).toBeLessThanOrEqual(900);
    await expect(page.getByRole('button', { name: 'Base Cabinets' })).toBeInViewport();
    await shot(page, 'colour-page-fold', false);

    const nav = page.getByRole('navigation', { name: 'Cabinet Type' });
    await expect(nav.locator('a[aria-current="location"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Wall Cabinets' }).click();
    const w3630 = page.getByRole('row').filter({ hasText: 'TPW-W3630' });
    await expect(w3630).toContainText('Out of Stock');
    await expect(w3630.getByRole('combobox', { name: 'Quantity for TPW-W3630' })).toBeDisabled();
    await expect(w3630.getByRole('checkbox', { name: 'Assembled TPW-W3630' })).toBeDisabled();
    await expect(w3630.getByRole('button', { name: 'Add to Bag: TPW-W3630' })).toBeDisabled();
  });

  test('Add to Bag confirms with a View Cart action that leads to the cart', async ({ page }) => {
    await page.goto('/cabinets/thielsen-pigeon-white');
    const add = page.getByRole('button', { name: 'Add to Bag: TPW-B12' });
    await add.click();
    const item = toastItem(page);
    // Both boxes in one step: the toast lasts 2 s, longer than a slow machine takes between calls.
    const boxes = await page.waitForFunction(
      () => {
        const li = document.querySelector('[role="region"] li');
        if (!li?.textContent?.includes('Cart item updated successfully')) return null;
        const r = (el: Element) => {
          const b = el.getBoundingClientRect();
          return { x: b.x, y: b.y, width: b.width, height: b.height };
        };
        const el = document.activeElement;
        return { toast: r(li), focused: el && el !== document.body ? r(el) : null };
      },
      null,
      { timeout: 15_000, polling: 'raf' },
    );
    const { toast, focused } = (await boxes.jsonValue())!;
    expect(intersects(toast, focused)).toBe(false);
    await shot(page, 'add-to-bag-toast', false);
    await item.getByRole('button', { name: 'View Cart' }).click();
    await expect(page).toHaveURL('/cart');
  });
});
