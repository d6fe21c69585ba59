import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillLogin, shots } from './support';

for (const payload of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example']) {
  test(`sign-in with next=${payload} stays on the site and lands on a working page`, async ({
    page,
    dealer,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/login?next=${payload}`);
    await fillLogin(page, dealer.email, dealer.password);
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
  dealer,
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
  await fillLogin(page, dealer.email, dealer.password);
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

test('sign-out revokes the refresh token: a copy of it no longer works', async ({
  page,
  dealer,
}) => {
  await page.goto('/login');
  await fillLogin(page, dealer.email, dealer.password);
  await expect(page).toHaveURL('/my-account');
  const copied = (await page.context().cookies()).find((c) => c.name === 'refreshToken')?.value;
  expect(copied).toBeTruthy();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/accounts/logout'));
  await page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Dana$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  expect((await logout).status()).toBe(200);
  const reuse = await dealer.api.post('accounts/refresh-token', {
    data: { refreshToken: copied },
  });
  expect(reuse.status()).toBe(401);
});

test('sign-out still signs out locally when the revoke call fails', async ({ page, dealer }) => {
  await page.route('**/api/accounts/logout', (route) => route.abort('connectionreset'));
  await page.goto('/login');
  await fillLogin(page, dealer.email, dealer.password);
  await expect(page).toHaveURL('/my-account');
  await page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Dana$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Dealer Login' })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('refreshToken');
});

test('a throttled sign-in says how long to wait; the owner signs in from another device meanwhile', async ({
  page,
  dealer,
  browser,
  baseURL,
}) => {
  const shot = shots('auth');
  // Five wrong passwords for this dealer from this test's client (the page's address too).
  for (let i = 0; i < 5; i++)
    await dealer.api.post('accounts/login', {
      data: { email: dealer.email, password: `Wrong#${i}2026` },
    });
  await page.goto('/login');
  await fillLogin(page, dealer.email, dealer.password);
  // A 15-second wait on the demo API's wall clock, less what the page took to load.
  await expect(
    page.getByRole('alert').filter({
      hasText: /^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email')).toHaveValue(dealer.email);
  await shot(page, 'login-throttled');
  await expectNoAxeViolations(page);

  // The owner, on another device (another client address), is not held up.
  const phone = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  });
  const other = await phone.newPage();
  await other.goto('/login');
  await fillLogin(other, dealer.email, dealer.password);
  await expect(other).toHaveURL('/my-account');
  await phone.close();
});

test('an expired access token is refreshed once for the whole page; the refresh token rotates and a replayed copy ends the session', async ({
  page,
  dealer,
  baseURL,
}) => {
  await dealer.signIn(page);
  const host = new URL(baseURL ?? 'http://localhost').hostname;
  const before = (await page.context().cookies()).find((c) => c.name === 'refreshToken')?.value;
  // An access token the API no longer knows: every call of the page meets a 401 at once.
  await page
    .context()
    .addCookies([
      { name: 'accessToken', value: 'at_expired', domain: host, path: '/', sameSite: 'Lax' },
    ]);
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/accounts/refresh-token')) refreshes.push(r.status());
  });
  await page.goto('/my-account');
  await expect(
    page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Dana$/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refreshes).toEqual([200]);
  const after = (await page.context().cookies()).find((c) => c.name === 'refreshToken')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);

  // A copy of the retired refresh token comes back: the session ends for everyone holding it.
  const replay = await dealer.api.post('accounts/refresh-token', {
    data: { refreshToken: before },
  });
  expect(replay.status()).toBe(401);
  const successor = await dealer.api.post('accounts/refresh-token', {
    data: { refreshToken: after },
  });
  expect(successor.status()).toBe(401);
});
