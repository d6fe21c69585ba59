import { expect, test } from '@playwright/test';
import { DEALER, fillLogin, resetDemo } from './support';

test.beforeEach(async ({ request }) => {
  await resetDemo(request);
});

for (const payload of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example']) {
  test(`sign-in with next=${payload} stays on the site and lands on a working page`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/login?next=${payload}`);
    await fillLogin(page, DEALER.email, DEALER.password);
    await expect(page).toHaveURL('/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Dana$/ }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('signing in asks for /accounts/me once, even when the dealer menu loads late', async ({
  page,
}) => {
  let calls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/accounts/me') calls += 1;
  });
  // The greeting menu is a lazy chunk; holding it until the sign-in load has answered reproduces
  // a slow network, where the menu mounts with the account already in the cache.
  let meAnswered: Promise<unknown> | null = null;
  await page.route(/\/assets\/DealerMenu-[\w-]+\.js$/, async (route) => {
    await meAnswered;
    await route.continue();
  });
  await page.goto('/login');
  meAnswered = page.waitForResponse((r) => r.url().endsWith('/api/accounts/me'));
  await fillLogin(page, DEALER.email, DEALER.password);
  await expect(
    page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Dana$/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL('/contact-us');
  await page.getByRole('link', { name: 'Download' }).first().click();
  await expect(page).toHaveURL('/download');
  // Let the network settle before counting, so a late second request is caught.
  await page.waitForLoadState('networkidle');
  expect(calls).toBe(1);
});
