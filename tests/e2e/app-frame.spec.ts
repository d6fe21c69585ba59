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
