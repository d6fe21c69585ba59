import { expect, test } from '@playwright/test';
import { MOCK_URL, resetDemo, signInAsDealer } from './support';

test.beforeEach(async ({ request }) => {
  await resetDemo(request);
});

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

test('a signed-in dealer reaches a protected route', async ({ page, request }) => {
  await page.goto('/no-such-page');
  await signInAsDealer(page, request);
  await page.goto('/cart');
  await expect(page).toHaveURL('/cart');
});

test('the maintenance gate replaces the whole site, with defaults when no text is given', async ({
  page,
  request,
}) => {
  await request.post(`${MOCK_URL}/__maintenance`, {
    data: {
      isMaintenance: true,
      maintenanceTitle: 'Back at noon',
      maintenanceDescription: 'Inventory count today.',
    },
  });
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Back at noon' })).toBeVisible();
  await expect(page.getByText('Inventory count today.')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await request.post(`${MOCK_URL}/__maintenance`, {
    data: { isMaintenance: true, maintenanceTitle: null, maintenanceDescription: null },
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
  await expect(page.getByText('We’ll be back soon.')).toBeVisible();
});
