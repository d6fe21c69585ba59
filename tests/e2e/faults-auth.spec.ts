import { expect, type Page } from './fixtures';
import { visitorFaultTest } from './faults-support';
import { fillLogin, textbox } from './support';

// Fault injection: the sign-in and account screens. The matrix and the
// expected texts are in faults-matrix.ts; every call fails three ways on one page.

const passwordBox = (page: Page) => textbox(page, 'Password');

visitorFaultTest('sign in', 'login', ['submit'], async (f, { page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await passwordBox(page).fill('Wrong#2026');
  await f.run('submit', {
    trigger: () => page.getByRole('button', { name: 'Login' }).click(),
    kept: async () => {
      await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
      await expect(passwordBox(page)).toHaveValue('Wrong#2026');
      await expect(page).toHaveURL(/\/login$/);
    },
  });
});

visitorFaultTest('submit the application', 'signup', ['submit'], async (f, { page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('sam@carver.example');
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Carver');
  await page.getByLabel('Phone Number').pressSequentially('4045550199');
  await page.getByLabel('Company Name').fill('Carver Kitchens');
  await page.getByLabel('Tax ID').pressSequentially('123456789');
  await page.getByLabel('Address Line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Atlanta');
  await page.getByLabel('State').selectOption('GA');
  await page.getByLabel('Zip Code').pressSequentially('30318');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Current Supplier').fill('Acme Cabinets');
  await page.getByLabel('Average Purchase').pressSequentially('12500');
  await page.getByLabel('Design Services').click();
  await page.getByLabel('How did you hear about us?').selectOption('Trade show');
  await page.getByLabel('Business Type').selectOption('Remodeler');
  await f.run('submit', {
    trigger: () => page.getByRole('button', { name: 'Submit' }).click(),
    kept: async () => {
      await expect(page.getByLabel('Current Supplier')).toHaveValue('Acme Cabinets');
      await expect(page.getByLabel('Business Type')).toHaveValue('Remodeler');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  });
  // Step 1 kept its fields too.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('sam@carver.example');
  await expect(page.getByLabel('Tax ID')).toHaveValue('12-3456789');
});

visitorFaultTest(
  'send a code, then reset',
  'passwordReset',
  ['request', 'confirm'],
  async (f, { page, newAccount }) => {
    const account = await newAccount('temporary');
    await page.goto('/password-reset');
    const email = page.getByLabel('Email');
    await email.fill(account.email);
    const send = page.getByRole('button', { name: /^(Send|Resend) Code$/ });
    await f.run('request', {
      trigger: () => send.click(),
      kept: async () => {
        await expect(email).toHaveValue(account.email);
        // A failed send does not start the 30 s wait.
        await expect(send).toBeEnabled();
      },
    });
    await send.click();
    await textbox(page, 'Verification Code').fill('123456');
    await textbox(page, 'New Password').fill('Fresh#2026');
    await textbox(page, 'Confirm New Password').fill('Fresh#2026');
    await f.run('confirm', {
      trigger: () => page.getByRole('button', { name: 'Reset Password' }).click(),
      kept: async () => {
        await expect(textbox(page, 'Verification Code')).toHaveValue('123456');
        await expect(textbox(page, 'New Password')).toHaveValue('Fresh#2026');
        await expect(page).toHaveURL(/\/password-reset$/);
      },
    });
  },
);

visitorFaultTest(
  'load the account, set a password, verify',
  'activation',
  ['load', 'request', 'confirm'],
  async (f, { page, newAccount }) => {
    const pending = await newAccount('pending');
    const url = `/activate-account/${pending.id}`;
    // A failed load says so and moves on to /login.
    await f.run('load', {
      trigger: () => page.goto(url).then(() => undefined),
      kept: () => expect(page).toHaveURL(/\/login$/),
    });
    await page.goto(url);
    await expect(page.getByText(pending.email)).toBeVisible();
    await passwordBox(page).fill('Start#2026');
    await page.getByLabel('Confirm Password').fill('Start#2026');
    await f.run('request', {
      trigger: () => page.getByRole('button', { name: 'Next' }).click(),
      kept: async () => {
        await expect(passwordBox(page)).toHaveValue('Start#2026');
        await expect(page.getByText('Step 1 of 2 · Set Password')).toBeVisible();
      },
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await textbox(page, 'Verification Code').fill('123456');
    await f.run('confirm', {
      trigger: () => page.getByRole('button', { name: 'Activate Account' }).click(),
      kept: () => expect(textbox(page, 'Verification Code')).toHaveValue('123456'),
    });
  },
);

visitorFaultTest(
  'choose a new password',
  'newPassword',
  ['submit'],
  async (f, { page, newAccount }) => {
    const temporary = await newAccount('temporary');
    await page.goto('/login');
    await fillLogin(page, temporary.email, temporary.password);
    const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
    await dialog.getByLabel('New Password').fill('Fresh#2026');
    await dialog.getByLabel('Confirm Password').fill('Fresh#2026');
    await f.run('submit', {
      trigger: () => dialog.getByRole('button', { name: 'Update Password' }).click(),
      kept: async () => {
        await expect(dialog.getByLabel('New Password')).toHaveValue('Fresh#2026');
        await expect(dialog.getByLabel('Confirm Password')).toHaveValue('Fresh#2026');
      },
    });
  },
);
