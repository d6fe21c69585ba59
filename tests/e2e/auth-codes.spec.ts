import { expect, test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';

// A verification code works once, for 15 minutes, and dies at the fifth wrong try
// (docs/business-rules.md#accounts); the screens then say to request a new code.

const shot = shots('auth');

test('password reset: the fifth wrong code kills it, the screen asks for a new one, Resend brings it', async ({
  page,
  dealer,
}) => {
  await page.goto('/password-reset');
  await page.getByLabel('Email').fill(dealer.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Step 2 of 2 · New Password')).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Reset#2027');
  await page.getByLabel('Confirm New Password').fill('Reset#2027');
  await page.getByLabel('Verification Code').fill('000000');
  const alert = page.getByRole('alert').filter({ hasText: /code/ });
  for (let i = 1; i <= 4; i++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/password-reset/confirm'));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect((await answer).status()).toBe(400);
    await expect(alert).toHaveText('Invalid verification code provided, please try again.');
  }
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(alert).toHaveText('Too many wrong codes. Please request a new code.');
  await expect(page.getByLabel('Verification Code')).toHaveValue('000000');
  await shot(page, 'codes-01-reset-exhausted');
  await expectNoAxeViolations(page);

  // The right code is refused too now.
  await page.getByLabel('Verification Code').fill('123456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(alert).toHaveText('Too many wrong codes. Please request a new code.');

  const resend = page.waitForResponse((r) => r.url().endsWith('/password-reset/request'));
  await page.getByRole('button', { name: 'Resend Code' }).click();
  expect((await resend).status()).toBe(200);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Password reset successfully', { exact: true })).toBeVisible();
});

test('activation: an expired or used-up code says to request a new one; Back and Next send a fresh code', async ({
  page,
  newAccount,
}) => {
  const pending = await newAccount('pending');
  // The demo API's codes live 15 minutes on the wall clock; the first confirmation is answered
  // as the API answers an expired code, the second goes through to the API.
  let stubbed = false;
  await page.route('**/api/accounts/signup/activation/confirm', async (route) => {
    if (stubbed) return route.continue();
    stubbed = true;
    await route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'This verification code has expired. Please request a new code.',
      }),
    });
  });
  await page.goto(`/activate-account/${pending.id}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#2026');
  await page.getByLabel('Confirm Password').fill('Start#2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Verification Code').fill('123456');
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This verification code has expired. Please request a new code.' }),
  ).toBeVisible();
  await shot(page, 'codes-02-activation-expired');

  // Back keeps the password; Next asks for a new code.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    'Start#2026',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Verification Code').fill('123456');
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page).toHaveURL('/login');

  // The code was used: confirming it again (the tab's Back button) cannot change anything.
  const replay = await page.request.post(`/api/accounts/signup/activation/confirm`, {
    data: { accountId: pending.id, code: '123456', password: 'Other#2026' },
  });
  expect(replay.status()).toBe(404);
});
