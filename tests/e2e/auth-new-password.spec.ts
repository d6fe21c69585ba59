import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillLogin, shots } from './support';

const shot = shots('auth');

const NEW_DEALER = { email: 'newdealer@example.com', password: 'Welcome#2026' };

test('a temporary password opens Change Your Password; rules apply; success signs in', async ({
  page,
  newAccount,
}) => {
  const temporary = await newAccount('temporary');
  await page.goto('/login');
  await fillLogin(page, temporary.email, temporary.password);
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(dialog).toBeVisible();
  // Not signed in until the new password is set.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('accessToken');
  await shot(page, 'new-password-01-open');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  const submit = dialog.getByRole('button', { name: 'Update Password' });
  const newPassword = dialog.getByLabel('New Password');
  const confirm = dialog.getByLabel('Confirm Password');
  await submit.click();
  await expect(dialog.getByText('New password is required')).toBeVisible();
  await expect(dialog.getByText('Please confirm your password')).toBeVisible();
  await shot(page, 'new-password-02-required');

  for (const [value, message] of [
    ['Ab#1', 'Password must be at least 8 characters long.'],
    ['abcdef#1', 'Password must include at least one uppercase letter.'],
    ['ABCDEF#1', 'Password must include at least one lowercase letter.'],
    ['Abcdefg#', 'Password must include at least one number.'],
    ['Abcdefg1', 'Password must include at least one special character.'],
  ] as const) {
    await newPassword.fill(value);
    await newPassword.blur();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await newPassword.fill('Fresh#2026');
  await confirm.fill('Fresh#2027');
  await confirm.blur();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await shot(page, 'new-password-03-mismatch');

  await confirm.fill('Fresh#2026');
  await submit.click();
  await expect(page.getByText('Password updated successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/my-account');
  await expect(
    page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Nora$/ }),
  ).toBeVisible();

  // The new password is now the one that signs in, without the dialog.
  await page.context().clearCookies();
  await page.goto('/login');
  await fillLogin(page, temporary.email, 'Fresh#2026');
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a challenge without a session says it expired, closes after 2 seconds, goes to /login', async ({
  page,
}) => {
  await page.route('**/api/accounts/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        challengeName: 'NEW_PASSWORD_REQUIRED',
        session: null,
        username: NEW_DEALER.email,
        accessToken: null,
        refreshToken: null,
      }),
    }),
  );
  // The 2 seconds pass on the page clock, not in real time.
  await page.clock.install();
  await page.goto('/login?next=%2Fcart');
  await fillLogin(page, NEW_DEALER.email, NEW_DEALER.password);
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(dialog.getByText('Session expired. Please login again.')).toBeVisible();
  await shot(page, 'new-password-04-expired');
  await page.clock.runFor(2_100);
  // Shortly after, not at some later time the wall clock would also reach.
  await expect(dialog).toBeHidden({ timeout: 1_500 });
  await expect(page).toHaveURL('/login');
});
