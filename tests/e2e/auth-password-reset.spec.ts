import { expect, test } from './fixtures';
import { DEALER, expectNoAxeViolations, shots } from './support';

const shot = shots('auth');

test('reset with a wrong code, then 123456, then sign in with the new password', async ({
  page,
  dealer,
}) => {
  await page.goto('/password-reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
  await shot(page, 'reset-01-step1');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await shot(page, 'reset-02-step1-errors');

  await page.getByLabel('Email').fill(dealer.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByText('Verification code sent to your email.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Step 2 of 2 · New Password')).toBeVisible();
  await expect(page.getByText(/\d+ seconds left before you can resend/)).toBeVisible();
  await shot(page, 'reset-03-step2');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Verification code is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByText('Please confirm your new password.')).toBeVisible();

  await page.getByLabel('Verification Code').fill('000000');
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Reset#2027');
  await page.getByLabel('Confirm New Password').fill('Reset#2028');
  await page.getByLabel('Confirm New Password').blur();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Reset#2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Invalid verification code provided, please try again.',
    }),
  ).toBeVisible();
  // The failure frees the resend button at once.
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  await expect(page.getByLabel('Verification Code')).toHaveValue('000000');
  await shot(page, 'reset-04-wrong-code');

  await page.getByLabel('Verification Code').fill('123456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Password reset successfully', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(dealer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Reset#2027');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/my-account');
});

// Real code requests count against the account's limit, so this uses its own dealer.
test('the 30-second resend wait counts down; Back keeps the e-mail', async ({ page, dealer }) => {
  await page.clock.install();
  await page.goto('/password-reset');
  await page.getByLabel('Email').fill(dealer.email);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/password-reset/request')) requests.push(r.url());
  });
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('30 seconds left before you can resend')).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend Code' });
  await expect(resend).toBeDisabled();

  await page.clock.fastForward(10_000);
  await expect(page.getByText('20 seconds left before you can resend')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(dealer.email);
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  await shot(page, 'reset-05-back-countdown');

  await page.clock.fastForward(20_000);
  await expect(page.getByText(/seconds left before you can resend/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(page.getByText('30 seconds left before you can resend')).toBeVisible();
  expect(requests).toHaveLength(2);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Enter Code' }).click();
  await expect(page.getByText('Enter the code sent to')).toContainText(dealer.email);
});

test('a failed code request shows the error and does not start the wait', async ({ page }) => {
  await page.route('**/api/accounts/password-reset/request', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/password-reset');
  await page.getByLabel('Email').fill(DEALER.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password reset failed. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(DEALER.email);
});
