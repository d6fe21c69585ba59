import { expect, test, type Locator, type Page } from './fixtures';
import { fillLogin } from './support';
import { addSku } from './quick-order-support';
import {
  assertNoSidewaysScroll,
  assertNothingClipped,
  PHONE,
  setWidth,
} from './responsive-support';

// A dealer on a phone (390 x 844) places an order one-handed: sign in, quick order, cart,
// checkout with the saved card. Each screen fits the phone, its controls are tap-sized and its
// text readable.
test.describe.configure({ timeout: 90_000 });

/** A tap target: at least 44 x 44 px. */
async function expectTapSized(target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(box.width, 'tap target width').toBeGreaterThanOrEqual(44);
  expect(box.height, 'tap target height').toBeGreaterThanOrEqual(44);
}

/**
 * Text smaller than 14 px in the main content. Marks hidden from assistive tech (a card brand
 * drawn as lettering) are pictures, not text to read, and are left out.
 */
async function smallTextIn(page: Page, selector = 'main'): Promise<string[]> {
  return page.evaluate((sel) => {
    const small: string[] = [];
    document.querySelectorAll<HTMLElement>(`${sel} *`).forEach((el) => {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!own || el.closest('[aria-hidden="true"]')) return;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) small.push(`${own.slice(0, 30)} (${size}px)`);
    });
    return small;
  }, selector);
}

async function expectFits(page: Page): Promise<void> {
  await assertNoSidewaysScroll(page);
  await assertNothingClipped(page);
  expect(await smallTextIn(page)).toEqual([]);
}

test('places an order on a phone: sign in, quick order, cart, checkout with the saved card', async ({
  page,
  dealer,
}) => {
  await page.setViewportSize(PHONE);

  // Sign in.
  await page.goto('/login');
  await fillLogin(page, dealer.email, dealer.password);
  await expect(page.getByRole('button', { name: /^(Morning|Afternoon|Evening)\b/ })).toBeVisible({
    timeout: 20_000,
  });

  // The header: search, QUOTE and the cart stay; the sections are behind the menu button.
  const header = page.getByRole('banner');
  await expect(header.getByRole('searchbox').or(header.getByRole('combobox'))).toBeVisible();
  await expect(header.getByRole('link', { name: 'QUOTE' })).toBeVisible();
  await expectTapSized(header.getByTestId('cart-link'));
  const menu = header.getByRole('button', { name: 'Menu' });
  await expectTapSized(menu);
  await menu.click();
  const quickOrder = page.getByRole('menuitem', { name: 'Quick Order' });
  await expectTapSized(quickOrder);
  await quickOrder.click();
  await expect(page).toHaveURL(/\/quick-order$/);

  // Quick order: type a SKU, add the row to the cart.
  await addSku(page, 'TPW-B12');
  await expectFits(page);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expectTapSized(add);
  await add.click();
  await expect(page.getByText('1 item added to your cart', { exact: true })).toBeVisible();
  await expect(header.getByTestId('cart-badge')).toHaveText('1');

  // The cart: the line stacked, the summary below it.
  await header.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem', { name: 'TPW-B12' });
  await expect(line).toBeVisible();
  await expectTapSized(line.getByRole('button', { name: 'Remove TPW-B12' }));
  await expectTapSized(line.getByRole('combobox').first());
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  expect((await summary.boundingBox())!.y).toBeGreaterThan((await line.boundingBox())!.y);
  await expectFits(page);
  // Compare Styles: the dialog fits the phone, its styles stacked with nothing cut.
  await page.getByRole('button', { name: 'Compare Styles' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare Styles' });
  await expect(compare.getByTestId('compare-row-TPG')).toBeVisible({ timeout: 20_000 });
  const dialogBox = (await compare.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(PHONE.width);
  await assertNothingClipped(page);
  await page.keyboard.press('Escape');
  await expect(compare).toHaveCount(0);
  const proceed = page.getByRole('button', { name: 'Proceed to Check Out' });
  await expectTapSized(proceed);
  await proceed.click();

  // Checkout with the saved card.
  await expect(page).toHaveURL(/\/checkout$/);
  const card = page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expectFits(page);
  await card.click();
  const place = page.getByRole('button', { name: 'Place Order' });
  await expectTapSized(place);
  await place.click();

  // The confirmation fits the phone.
  const done = page.getByRole('dialog', { name: 'Purchase Successful!' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const box = (await done.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  // (The products page behind it is checked with the catalog's screens.)
  await expectTapSized(done.getByRole('link', { name: 'View Order' }));
  // The new order is the newest one, above the seed's 14, with the one line the dealer chose.
  const newest = (
    (await (await dealer.api.get('orders?page=1')).json()) as {
      orders: { id: number; OrderItems: { sku: string; quantity: number }[] }[];
    }
  ).orders[0]!;
  expect(newest.id).toBeGreaterThan(dealer.seed.orderIdBase + 14);
  expect(newest.OrderItems.map((i) => `${i.sku} x${i.quantity}`)).toEqual(['TPW-B12 x1']);
});

test('cart, quotes, quote and checkout fit every width, with $999,999.99 in the header', async ({
  page,
  dealer,
}) => {
  test.setTimeout(120_000);
  // A 20-character PO number and a filled cart.
  const search = await dealer.api.get('products/search?keyword=TPW-B&limit=50');
  const products = ((await search.json()) as { products: { id: number; stock: number }[] })
    .products;
  for (const p of products.filter((x) => x.stock > 3).slice(0, 4)) {
    await dealer.api.post('carts', {
      data: { productId: p.id, quantity: 2, isAssembled: true, hingeDirection: 'LEFT' },
    });
  }
  await dealer.api.post('carts', { data: { poNumber: 'PO-2026-ABCDEFGHIJK1' } });
  await dealer.signIn(page);
  // The header must hold the largest total a cart shows: the cart's answer carries one line of
  // that price (the header's total is computed from the lines).
  await page.route('**/api/carts', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const cart = (await response.json()) as { items: Record<string, unknown>[] };
    const [first] = cart.items;
    await route.fulfill({
      response,
      json: {
        ...cart,
        isTaxable: false,
        items: [{ ...first, price: 999999.99, quantity: 1, isAssembled: false }],
      },
    });
  });
  for (const [path, ready] of [
    ['/cart', 'Proceed to Check Out'],
    ['/quotes', 'Edit This Quote'],
    [`/quotes/${dealer.seed.quote}`, 'Move to Shopping Cart'],
    ['/checkout', 'Place Order'],
  ] as const) {
    await setWidth(page, 1440);
    await page.goto(path);
    await expect(
      page
        .getByRole('button', { name: ready })
        .or(page.getByRole('link', { name: ready }))
        .first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    if (path === '/cart') await expect(page.getByTestId('cart-total')).toHaveText('$999,999.99');
    for (const width of [1920, 1440, 1366, 1280, 1024, 768, PHONE.width]) {
      await setWidth(page, width);
      await assertNoSidewaysScroll(page);
      await assertNothingClipped(page);
    }
  }
});

test("every link in the footer is a thumb's tap target on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about-us');
  const links = page.locator('footer a');
  await expect(links.first()).toBeVisible();
  // Four social links, two office phones, mail, phone and five policies.
  expect(await links.count()).toBe(13);
  for (const link of await links.all()) await expectTapSized(link);
});

test('the skip link, the first Tab stop, is a tap target on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectTapSized(skip);
});

test('the checkout holds still on a phone when its discount form arrives', async ({
  page,
  dealer,
}) => {
  await dealer.api.post('carts', { data: { productId: 101, quantity: 2, isAssembled: false } });
  await dealer.signIn(page);
  await page.setViewportSize(PHONE);
  // The discount form is a chunk of its own, asked for once the form is drawn: held back here
  // until the page is drawn and its fonts are in, so the shift it could cause is the only one.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/DiscountSection-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[])
        shifts.push(`${entry.value.toFixed(4)} ${entry.sources?.[0]?.node?.nodeName ?? ''}`);
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect(page.getByRole('button', { name: 'Have a Discount Code?' })).toBeVisible();
  // A frame after the toggle is drawn, the shift (if any) has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
  ).toEqual([]);
});
