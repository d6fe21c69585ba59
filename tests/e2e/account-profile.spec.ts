import { expect, test, type Page } from './fixtures';
import { MOCK_URL } from '../support/test-accounts';
import { expectNoAxeViolations, shots, toast } from './support';

const shot = shots('account');

const row = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function openEditor(page: Page) {
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Edit Your Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Your Profile' })).toBeVisible();
}

test('rows, read-only e-mail and sales rep, masked password, Back to My Account', async ({
  page,
  dealer,
}) => {
  test.slow(); // axe on the whole page; the shared 2-core machine needs the time
  await dealer.signIn(page);
  await openEditor(page);
  await expect(row(page, 'Name')).toContainText('Dana Miller');
  await expect(row(page, 'Phone Number')).toContainText('404-555-0142');
  await expect(row(page, 'Company Name')).toContainText('Miller Kitchens');
  await expect(row(page, 'Email')).toContainText(dealer.email);
  await expect(row(page, 'Email').getByRole('button')).toHaveCount(0);
  await expect(row(page, 'Sales Rep')).toContainText('Alex Rivera');
  await expect(row(page, 'Sales Rep').getByRole('button')).toHaveCount(0);
  await expect(row(page, 'Password')).toContainText('••••••••');
  await shot(page, 'profile-editor');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back to My Account' }).click();
  await expect(page.getByRole('tab', { name: 'Address Book' })).toBeVisible();
});

test('name: messages, Cancel, one request per Save, and the greeting follows', async ({
  page,
  dealer,
}) => {
  test.slow(); // axe and two rounds of the form; the shared 2-core machine needs the time
  await dealer.signIn(page);
  await openEditor(page);
  let puts = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/accounts/update-account-info')) puts += 1;
  });
  const edit = row(page, 'Name').getByRole('button', { name: 'Edit' });
  await edit.click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Last Name').fill('');
  await row(page, 'Name').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await shot(page, 'profile-name-errors', false);
  await expectNoAxeViolations(page, { include: '[aria-labelledby="profile-editor-title"]' });
  await row(page, 'Name').getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Name')).toContainText('Dana Miller');
  await expect(edit).toBeFocused();
  expect(puts).toBe(0);

  await edit.click();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Carver');
  await row(page, 'Name').getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Name updated successfully')).toBeVisible();
  await expect(row(page, 'Name')).toContainText('Sam Carver');
  await expect(
    page.getByRole('banner').getByRole('button', { name: /(Morning|Afternoon|Evening) Sam/ }),
  ).toBeVisible();
  expect(puts).toBe(1);
  const me = (await (await dealer.api.get('accounts/me')).json()) as { firstName: string };
  expect(me.firstName).toBe('Sam');
});

test('phone and company: messages, saves, and failures keep what was typed', async ({
  page,
  dealer,
}) => {
  test.slow(); // five saves in a row; the shared 2-core machine needs the time
  await dealer.signIn(page);
  await openEditor(page);
  await row(page, 'Phone Number').getByRole('button', { name: 'Edit' }).click();
  const phone = row(page, 'Phone Number').getByRole('textbox', { name: 'Phone Number' });
  await phone.fill('404555');
  await row(page, 'Phone Number').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone Number must be in the format 123-456-7890.')).toBeVisible();
  await phone.fill('4045550199');
  await expect(phone).toHaveValue('404-555-0199');

  await page.route('**/api/accounts/update-account-info', (route) =>
    route.fulfill({ status: 400, json: { error: 'Phone number is not reachable.' } }),
  );
  await row(page, 'Phone Number').getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Phone Number').getByRole('alert')).toContainText(
    'Phone number is not reachable.',
  );
  await expect(phone).toHaveValue('404-555-0199');
  await page.unroute('**/api/accounts/update-account-info');
  await page.route('**/api/accounts/update-account-info', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await row(page, 'Phone Number').getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Phone Number').getByRole('alert')).toContainText(
    'An unexpected error occurred.',
  );
  await page.unroute('**/api/accounts/update-account-info');
  await row(page, 'Phone Number').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Phone number updated successfully')).toBeVisible();
  await expect(row(page, 'Phone Number')).toContainText('404-555-0199');

  await row(page, 'Company Name').getByRole('button', { name: 'Edit' }).click();
  const company = row(page, 'Company Name').getByRole('textbox', { name: 'Company Name' });
  await company.fill('');
  await row(page, 'Company Name').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company Name is required.')).toBeVisible();
  await company.fill('Carver & Miller');
  await row(page, 'Company Name').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Company name updated successfully')).toBeVisible();
  await expect(row(page, 'Company Name')).toContainText('Carver & Miller');
});

test('password: Send without e-mail, countdown, Resend, rules, wrong code, then success', async ({
  page,
  dealer,
  request,
}) => {
  // A long walk through the form with axe; the shared 2-core machine needs the time.
  test.slow();
  await page.clock.install();
  await dealer.signIn(page);
  await openEditor(page);
  const requests: unknown[] = [];
  await page.route('**/api/accounts/password-reset/request', (route) => {
    requests.push(route.request().postDataJSON());
    return route.fallback();
  });
  const confirms: unknown[] = [];
  await page.route('**/api/accounts/password-reset/confirm', (route) => {
    confirms.push(route.request().postDataJSON());
    return route.fallback();
  });
  await row(page, 'Password').getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Password' });
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Verification code is required.')).toBeVisible();
  await expect(form.getByText('Password is required.')).toBeVisible();
  await expect(form.getByText('Please confirm your new password.')).toBeVisible();
  await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
  await form.getByLabel('Confirm New Password').fill('other');
  await form.getByLabel('Confirm New Password').blur();
  await expect(form.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await expect(form.getByText('Passwords do not match.')).toBeVisible();
  await shot(page, 'profile-password-errors', false);
  // Before the clock is paused: axe waits on timers.
  await expectNoAxeViolations(page, { include: '[aria-labelledby="profile-editor-title"]' });

  // Freeze the page's clock so the countdown moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 5_000);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Password reset verification code request sent')).toBeVisible();
  expect(requests).toEqual([{}]);
  await expect(form.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expect(form.getByText('30 seconds left before you can resend')).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(form.getByText('18 seconds left before you can resend')).toBeVisible();
  await shot(page, 'profile-password-countdown', false);
  await page.clock.runFor(18_000);
  await expect(form.getByText(/seconds left before you can resend/)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Resend' })).toBeEnabled();
  await page.clock.resume();

  // The password's show/hide toggle.
  const newPassword = form.getByRole('textbox', { name: 'New Password', exact: true });
  await newPassword.fill('Carver#2027');
  await expect(newPassword).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).first().click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await form.getByLabel('Confirm New Password').fill('Carver#2027');
  await form.getByLabel('Verification Code').fill('000000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Invalid verification code provided, please try again.',
  );
  await expect(newPassword).toHaveValue('Carver#2027');

  await form.getByLabel('Verification Code').fill('123456');
  await form.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Password reset successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(row(page, 'Password').getByRole('button', { name: 'Edit' })).toBeFocused();
  expect(confirms).toEqual([
    { code: '000000', newPassword: 'Carver#2027' },
    { code: '123456', newPassword: 'Carver#2027' },
  ]);
  // The new password signs in.
  const login = await request.post(`${MOCK_URL}/accounts/login`, {
    data: { email: dealer.email, password: 'Carver#2027' },
  });
  expect(((await login.json()) as { accessToken?: string }).accessToken).toBeTruthy();
  // Every other session of the dealer ended; this tab got a new one and stays signed in.
  expect((await dealer.api.get('accounts/me')).status()).toBe(401);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  const mine = await request.get(`${MOCK_URL}/accounts/me`, {
    headers: { authorization: `Bearer ${cookie?.value}` },
  });
  expect(mine.status()).toBe(200);
  await page.reload();
  await expect(row(page, 'Password')).toBeVisible();
});
