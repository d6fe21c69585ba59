import { expect, test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';

const shot = shots('auth');

test('a pending account sets its password, verifies the code and can sign in', async ({
  page,
  newAccount,
}) => {
  const pending = await newAccount('pending');
  await page.goto(`/activate-account/${pending.id}`);
  await expect(page.getByText(pending.email)).toBeVisible();
  await expect(page.getByText('Step 1 of 2 · Set Password')).toBeVisible();
  await shot(page, 'activate-01-set-password');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#2026');
  await page.getByLabel('Confirm Password').fill('Start#2027');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await shot(page, 'activate-02-mismatch');

  await page.getByLabel('Confirm Password').fill('Start#2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2 · Verification')).toBeVisible();
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByText('Verification code is required.')).toBeVisible();
  await shot(page, 'activate-03-verification');
  await expectNoAxeViolations(page);

  await page.getByLabel('Verification Code').fill('654321');
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to confirm activation.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Verification Code')).toHaveValue('654321');

  await page.getByLabel('Verification Code').fill('123456');
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(
    page.getByText('Account activated successfully. Please log in.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
  await shot(page, 'activate-04-done');

  await page.getByLabel('Email').fill(pending.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/my-account');
});

test('a failed activation request shows the fixed text', async ({ page }) => {
  await page.route('**/api/accounts/signup/activation/request', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/activate-account/pending-1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#2026');
  await page.getByLabel('Confirm Password').fill('Start#2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to send activation request.' }),
  ).toBeVisible();
});

test('an unknown account says it does not exist and goes to /login', async ({ page }) => {
  await page.goto('/activate-account/no-such-account');
  await expect(page.getByText('Account does not exist.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await shot(page, 'activate-05-unknown');
});

test('another load failure says so and goes to /login', async ({ page }) => {
  await page.route('**/api/accounts/pending-1/email', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/activate-account/pending-1');
  await expect(
    page.getByText('Failed to load account information.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
});
