import { expect, test, type Page } from './fixtures';
import { dialog, expectNoAxeViolations, shots, toast } from './support';
import { MOCK_URL, outbox } from '../support/test-accounts';

// Company Users, the Owner's My Account tab (docs/business-rules.md#company-accounts), on a fresh
// company of its own: Dana Miller (Owner), Casey Ortiz (Buyer, $2,000.00) and Jordan Lee (Estimator).

const shot = shots('company');

const users = (page: Page) => page.getByRole('list', { name: 'Company users' });
const row = (page: Page, name: string) => users(page).getByRole('article', { name });

async function openTab(page: Page) {
  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'Company Users' }).click();
  await expect(row(page, 'Casey Ortiz')).toBeVisible();
}

test('the Owner sees everyone with role, limit and status; the Owner row has no controls', async ({
  page,
  company,
}) => {
  await company.signIn(page);
  await openTab(page);
  await expect(page).toHaveURL(/tab=company-users/);
  await expect(users(page).getByRole('article')).toHaveCount(3);
  const owner = row(page, 'Dana Miller');
  await expect(owner).toContainText('Owner');
  await expect(owner).toContainText('Active');
  await expect(owner.getByRole('button')).toHaveCount(0);
  const buyer = row(page, 'Casey Ortiz');
  await expect(buyer).toContainText(company.buyer.email);
  await expect(buyer).toContainText('Buyer');
  await expect(buyer).toContainText('$2,000.00');
  await expect(buyer.getByRole('button', { name: 'Disable Casey Ortiz' })).toBeVisible();
  const estimator = row(page, 'Jordan Lee');
  await expect(estimator).toContainText('Estimator');
  await expect(estimator).toContainText('—');
  await expect(
    page.getByText('No company rule: Buyers order up to their own limit.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `company-users-${width}`);
  }
});

test('a Buyer and an Estimator have no Company Users tab, even by its URL', async ({
  page,
  company,
}) => {
  for (const who of [company.buyer, company.estimator]) {
    await page.context().clearCookies();
    await company.signIn(page, who);
    await page.goto('/my-account?tab=company-users');
    await expect(page.getByRole('tab', { name: 'My Order' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Company Users' })).toHaveCount(0);
  }
});

test('invite: messages beside the fields, nothing sent while invalid; a failed call and an e-mail in use keep what was typed', async ({
  page,
  company,
}) => {
  test.slow();
  await company.signIn(page);
  await openTab(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/company/users')) posts += 1;
  });
  await page.getByRole('button', { name: 'Invite User' }).click();
  const d = dialog(page);
  await expect(d.getByRole('heading', { name: 'Invite User' })).toBeVisible();
  await d.getByRole('button', { name: 'Save' }).click();
  for (const text of [
    'First name is required.',
    'Last name is required.',
    'Email is required.',
    'Please choose a role.',
  ])
    await expect(d.getByText(text)).toBeVisible();
  await d.getByLabel('First Name').fill('Sam');
  await d.getByLabel('Last Name').fill('Rivera');
  await d.getByLabel('Email').fill('sam@');
  await d.getByLabel('Role').selectOption('Buyer');
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(d.getByText('Please enter a valid email address')).toBeVisible();
  await expect(d.getByText('A Buyer needs a spending limit.')).toBeVisible();
  await shot(page, 'invite-errors');
  await expectNoAxeViolations(page);
  expect(posts).toBe(0);

  // The server fails: the dialog stays with everything typed and says why.
  const email = `sam-${Date.now()}@test.example.com`;
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Spending Limit').fill('1500');
  await page.route('**/api/company/users', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: 'The invitation service is down.' } })
      : route.fallback(),
  );
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(d.getByText('The invitation service is down.')).toBeVisible();
  await expect(d.getByLabel('First Name')).toHaveValue('Sam');
  await expect(d.getByLabel('Email')).toHaveValue(email);
  await expect(d.getByLabel('Spending Limit')).toHaveValue('$1,500');
  // The list behind the modal dialog is hidden from the accessibility tree; the mock is asked.
  expect((await (await company.api.get('company/users')).json()).users).toHaveLength(3);
  await page.unroute('**/api/company/users');

  // An e-mail already in use is refused by name, beside the e-mail field.
  await d.getByLabel('Email').fill(company.buyer.email);
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(d.getByText(`${company.buyer.email} is already in use.`)).toBeVisible();
  await expect(d.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(d.getByLabel('Last Name')).toHaveValue('Rivera');

  await d.getByLabel('Email').fill(email);
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  await expect(d).toHaveCount(0);
  const sam = row(page, 'Sam Rivera');
  await expect(sam).toContainText('Invited');
  await expect(sam).toContainText('$1,500.00');
  await expect(sam).toContainText('Link expires');
  const sent = await outbox(page.request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.link).toMatch(/^\/activate-account\/[0-9a-f]{32}$/);

  // Resend sends the link again; Withdraw asks first, then the row goes.
  await sam.getByRole('button', { name: 'Resend Sam Rivera' }).click();
  await expect(toast(page, `Invitation sent again to ${email}.`)).toBeVisible();
  await expect.poll(async () => (await outbox(page.request, email)).length).toBe(2);
  await sam.getByRole('button', { name: 'Withdraw Sam Rivera' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`The link sent to ${email} stops working.`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(sam).toBeVisible();
  await sam.getByRole('button', { name: 'Withdraw Sam Rivera' }).click();
  await ask.getByRole('button', { name: 'Yes! Withdraw' }).click();
  await expect(toast(page, `Invitation to ${email} withdrawn.`)).toBeVisible();
  await expect(sam).toHaveCount(0);
  const list = await (await company.api.get('company/users')).json();
  expect(list.users.map((u: { email: string }) => u.email)).not.toContain(email);
});

test('edit changes role and limit; a failed save keeps the dialog as typed', async ({
  page,
  company,
}) => {
  await company.signIn(page);
  await openTab(page);
  await row(page, 'Casey Ortiz').getByRole('button', { name: 'Edit Casey Ortiz' }).click();
  const d = dialog(page);
  await expect(d.getByLabel('Spending Limit')).toHaveValue('$2,000');
  await d.getByLabel('Spending Limit').fill('3500');
  await page.route('**/api/company/users/*', (route) =>
    route.fulfill({ status: 500, json: { error: 'Could not save right now.' } }),
  );
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(d.getByText('Could not save right now.')).toBeVisible();
  await expect(d.getByLabel('Spending Limit')).toHaveValue('$3,500');
  const limitOf = async (email: string) =>
    (
      (await (await company.api.get('company/users')).json()).users as {
        email: string;
        spendingLimit: number;
      }[]
    ).find((u) => u.email === email)?.spendingLimit;
  expect(await limitOf(company.buyer.email)).toBe(2000);
  await page.unroute('**/api/company/users/*');
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Casey Ortiz updated.')).toBeVisible();
  await expect(row(page, 'Casey Ortiz')).toContainText('$3,500.00');

  // The Estimator becomes a Buyer, which needs a limit.
  await row(page, 'Jordan Lee').getByRole('button', { name: 'Edit Jordan Lee' }).click();
  await expect(d.getByLabel('Spending Limit')).toHaveCount(0);
  await d.getByLabel('Role').selectOption('Buyer');
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(d.getByText('A Buyer needs a spending limit.')).toBeVisible();
  await d.getByLabel('Spending Limit').fill('800');
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Jordan Lee')).toContainText('$800.00');
  const list = await (await company.api.get('company/users')).json();
  const jordan = list.users.find((u: { email: string }) => u.email === company.estimator.email);
  expect(jordan).toMatchObject({ role: 'Buyer', spendingLimit: 800 });
});

test('disable asks first and locks the Buyer out; enable lets them sign in again', async ({
  page,
  company,
  request,
}) => {
  await company.signIn(page);
  await openTab(page);
  const casey = row(page, 'Casey Ortiz');
  await casey.getByRole('button', { name: 'Disable Casey Ortiz' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByRole('heading', { name: 'Disable Casey Ortiz?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Yes! Disable' }).click();
  await expect(toast(page, 'Casey Ortiz disabled.')).toBeVisible();
  await expect(casey).toContainText('Disabled');
  const login = () =>
    request.post(`${MOCK_URL}/accounts/login`, {
      data: { email: company.buyer.email, password: company.buyer.password },
    });
  const refused = await login();
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe(
    'Your account has been disabled. Please contact your company owner.',
  );

  await casey.getByRole('button', { name: 'Enable Casey Ortiz' }).click();
  await ask.getByRole('button', { name: 'Yes! Enable' }).click();
  await expect(toast(page, 'Casey Ortiz enabled.')).toBeVisible();
  await expect(casey).toContainText('Active');
  expect((await login()).status()).toBe(200);
});

test('the company rule is set and removed on the same tab', async ({ page, company }) => {
  await company.signIn(page);
  await openTab(page);
  const field = page.getByLabel("Orders over this amount need the owner's approval");
  await field.fill('5000');
  await page.getByRole('button', { name: 'Save Rule' }).click();
  await expect(toast(page, 'Company rule saved.')).toBeVisible();
  await expect(page.getByText("Orders over $5,000.00 need the owner's approval.")).toBeVisible();
  expect((await (await company.api.get('company/users')).json()).approvalThreshold).toBe(5000);
  await field.fill('');
  await page.getByRole('button', { name: 'Save Rule' }).click();
  await expect(toast(page, 'Company rule removed.')).toBeVisible();
  await expect(
    page.getByText('No company rule: Buyers order up to their own limit.'),
  ).toBeVisible();
  expect((await (await company.api.get('company/users')).json()).approvalThreshold).toBeNull();
});
