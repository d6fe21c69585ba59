import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The screens whose documents draw a page frame before any script (src/app/static-shell.tsx), for
// a signed-in dealer only (src/app/page-frame-guard.ts).
const FRAMED = ['/cart', '/checkout', '/our-products'];
const WIDTHS = [1440, 1024, 768, 390];
const PARTS = {
  'top bar': '[data-testid="top-bar"]',
  header: 'header',
  logo: '[data-testid="logo"]',
  search: 'form[role="search"]',
  'cart link': 'a[href="/cart"]',
  title: 'h1',
};

const SCREEN_PARTS: Record<string, Record<string, string>> = {
  '/our-products': { 'first picture': '[role="tabpanel"] img' },
};

async function boxes(page: Page, within: string, path: string) {
  await page.evaluate(() => document.fonts.ready);
  const found: Record<string, unknown> = {};
  for (const [name, selector] of Object.entries({ ...PARTS, ...SCREEN_PARTS[path] }))
    found[name] = await page.locator(`${within} ${selector}`).first().boundingBox();
  return found;
}

for (const path of FRAMED) {
  test(`${path}: the document draws the page where the app will, inert, and gives way to it`, async ({
    page,
    dealer,
  }) => {
    // Checkout sends an empty cart back to the products.
    await dealer.api.post('carts', { data: { productId: 101, quantity: 1, isAssembled: false } });
    await dealer.signIn(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The app's entry script is held until the frame has been measured.
      let release = () => {};
      const measured = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/index-*.js', async (route) => {
        await measured;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('#page-frame h1')).toBeVisible();
      // Inert: nothing in it can be used (or is announced) before the app has taken over.
      await expect(page.locator('#page-frame')).toHaveJSProperty('inert', true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#page-frame'))).toBeNull();
      const drawn = await boxes(page, '#page-frame', path);
      release();
      await expect(page.locator('#root h1')).toBeVisible();
      await expect(page.locator('#page-frame')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await boxes(page, '#root', path), `${path} at ${width} px`).toEqual(drawn);
      await page.unrouteAll();
    }
  });
}

test("/our-products: the frame stands down for a visitor and for another tab, so neither sees a dealer's page first", async ({
  page,
  dealer,
}) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/our-products');
  await expect(page.getByRole('region', { name: 'Tariff advisory' })).toBeVisible();
  await expect(page.locator('#page-frame')).toBeHidden();
  await dealer.signIn(page);
  await page.goto('/our-products');
  await expect(page.locator('#page-frame h1')).toBeVisible();
  await page.goto('/our-products?category=Hardware');
  await expect(page.getByRole('region', { name: 'Tariff advisory' })).toBeVisible();
  await expect(page.locator('#page-frame')).toBeHidden();
  await page.unrouteAll();
  await page.goto('/our-products?category=Hardware');
  await expect(page.getByRole('tab', { name: 'Hardware', selected: true })).toBeVisible();
  await expect(page.locator('#page-frame')).toHaveCount(0);
});

test('/cart and /checkout: no frame for a visitor (sent to sign in) or for staff acting as a dealer (their banner would move it)', async ({
  page,
  dealer,
}) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Tariff advisory' })).toBeVisible();
    await expect(page.locator('#page-frame')).toBeHidden();
  }
  await dealer.signIn(page);
  await page.goto('/cart');
  await expect(page.locator('#page-frame h1')).toBeVisible();
  // What the app sets while staff act as this dealer (src/api/session.ts).
  await page
    .context()
    .addCookies([{ name: 'isImpersonated', value: 'true', url: page.url(), sameSite: 'Lax' }]);
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Tariff advisory' })).toBeVisible();
    await expect(page.locator('#page-frame')).toBeHidden();
  }
});

test('a route without a frame draws the advisory alone', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/quotes');
  await expect(page.getByRole('region', { name: 'Tariff advisory' })).toBeVisible();
  await expect(page.locator('#page-frame')).toHaveCount(0);
});

test('the first paint waits for no stylesheet: the fonts are declared in the document', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/cart');
  await expect(page.locator('#page-frame h1')).toBeVisible();
  const families = await page.evaluate(() =>
    [...document.fonts].map((face) => face.family.replaceAll('"', '')),
  );
  expect(families).toEqual(expect.arrayContaining(['Source Sans 3', 'EB Garamond']));
  expect(stylesheets).toEqual([]);
});

test('the app adds no stylesheet and fetches each font once as its lazy parts load', async ({
  page,
  dealer,
}) => {
  await dealer.api.post('carts', { data: { productId: 101, quantity: 1, isAssembled: false } });
  await dealer.signIn(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (['stylesheet', 'font'].includes(request.resourceType())) requested.push(request.url());
  });
  // Checkout's screen loads parts of its own lazily (the new-card fields, the discount form).
  await page.goto('/checkout');
  await expect(page.locator('#root h1')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.endsWith('.css'))).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
  expect(requested).toEqual([...new Set(requested)]);
});

test('evaluating the first load sets no timer and writes no style: nothing there records a stack', async ({
  page,
  browser,
}) => {
  // A traced load (Lighthouse) records a stack for such events, and V8 then parses the code of
  // every frame again to describe it: from the first load's top level, that is the whole file.
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      'v8',
    ],
  });
  await page.goto('/cart');
  await expect(page.locator('#root h1')).toBeVisible();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ts: number; dur?: number; args?: { data?: object } }[];
  };
  const evaluations = traceEvents.filter((e) => e.name === 'v8.evaluateModule' && e.dur);
  expect(evaluations.length).toBeGreaterThan(0);
  const withStack = traceEvents.filter(
    (e) =>
      e.args?.data &&
      'stackTrace' in e.args.data &&
      evaluations.some((run) => e.ts >= run.ts && e.ts <= run.ts + (run.dur ?? 0)),
  );
  expect(withStack.map((e) => e.name)).toEqual([]);
});
