import { expect, test } from './fixtures';
import { DEALER, expectNoAxeViolations, fillLogin, shots } from './support';

const shot = shots('auth');

const greeting = (name: string) => new RegExp(`^(Morning|Afternoon|Evening) ${name}$`);

test('the login page shows its parts and passes axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'DEALER LOGIN' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Your Password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a New Dealer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Become a Dealer Today' })).toBeVisible();
  await shot(page, 'login-01-empty');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Forgot Your Password?' }).click();
  await expect(page).toHaveURL('/password-reset');
  await page.goBack();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  await page.goBack();
  await page.getByRole('button', { name: 'Become a New Dealer' }).click();
  await expect(page).toHaveURL('/signup');
});

test('blank or malformed input shows the required-field messages and sends nothing', async ({
  page,
}) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/accounts/login')) logins.push(r.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('dealer@example');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await shot(page, 'login-02-validation');
  await expectNoAxeViolations(page);
  expect(logins).toEqual([]);
});

test('a dealer signs in and lands on My Account', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEALER.email, DEALER.password);
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByRole('button', { name: greeting('Dana') })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
});

test('sign-in from a guarded page returns there', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL('/login?next=%2Fcart');
  await fillLogin(page, DEALER.email, DEALER.password);
  await expect(page).toHaveURL('/cart');
});

test('a wrong password shows the server text and keeps the e-mail', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEALER.email, 'Wrong#2026');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEALER.email);
  await expect(page).toHaveURL('/login');
  await shot(page, 'login-03-wrong-password');
  await expectNoAxeViolations(page);
});

test('a signed-in dealer opening /login goes to /my-account', async ({ page, dealer }) => {
  await page.goto('/login');
  await dealer.signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL('/my-account');
});

test('sign-out clears the session cookies and storage, then shows /login', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEALER.email, DEALER.password);
  await expect(page).toHaveURL('/my-account');
  await page.evaluate(() => localStorage.setItem('quantities', '{"1":2}'));
  await page.getByRole('button', { name: greeting('Dana') }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Dealer Login' })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('accessToken');
  expect(names).not.toContain('refreshToken');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/cart');
  await expect(page).toHaveURL('/login?next=%2Fcart');
});
