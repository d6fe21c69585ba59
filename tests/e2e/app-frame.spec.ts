import { expect, test } from './fixtures';

test('an unknown path shows the not-found page with go-back and Home Page links', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByText('We are sorry, But the page you are looking for cannot be found'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home Page', exact: true })).toBeVisible();
});

test('the site start leads to the cabinet products', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/our-products\?category=Cabinets$/);
});

for (const path of [
  '/my-account',
  '/cart',
  '/quotes',
  '/quotes/7001',
  '/checkout',
  '/search?keyword=B12',
  '/quick-order',
]) {
  test(`a visitor opening ${path} is sent to /login, remembering the way back`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  });
}

test('a signed-in dealer reaches a protected route', async ({ page, dealer }) => {
  await page.goto('/no-such-page');
  await dealer.signIn(page);
  await page.goto('/cart');
  await expect(page).toHaveURL('/cart');
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the page already shows the tariff advisory', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Tariff advisory' })).toContainText(
      'a proposed 50% tariff is under watch',
    );
  });
});

test('the app leaves the advisory the HTML drew as it is and asks for the maintenance state once', async ({
  page,
}) => {
  const maintenance: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/maintenance') maintenance.push(r.url());
  });
  const preloadNotUsed: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('preloaded using link preload but not used'))
      preloadNotUsed.push(m.text());
  });
  // The app's entry script is held until the static advisory has been measured, so the
  // measurement is of the HTML's own render.
  let release = () => {};
  const measured = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await measured;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const advisory = page.getByRole('region', { name: 'Tariff advisory' });
  await expect(advisory).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  const before = await advisory.boundingBox();
  expect(before, 'the advisory before the app runs').not.toBeNull();
  const drawnByHtml = await advisory.elementHandle();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(advisory).toHaveCount(1);
  expect(await advisory.boundingBox(), 'where the advisory stands').toEqual(before);
  // The same element, never drawn again: a new one would be a later paint of the page's largest
  // text, which is what the browser reports as the page's load time (LCP) on a phone.
  expect(
    await page.evaluate(
      (html) =>
        html?.isConnected && document.querySelector('[aria-label="Tariff advisory"]') === html,
      drawnByHtml,
    ),
    'the advisory is still the element the HTML drew',
  ).toBe(true);
  // The HTML's preload and the app's call are one request.
  expect(maintenance, 'maintenance requests').toHaveLength(1);
  expect(preloadNotUsed, 'preload warnings').toEqual([]);
});
