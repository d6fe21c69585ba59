import { expect, test, type Page } from './fixtures';
import { dialog, expectNoAxeViolations, fillLogin, shots, toast } from './support';
import { apiAs, fill } from './company-support';
import { outbox } from '../support/test-accounts';

// An invitation end to end (docs/business-rules.md#company-accounts): the Owner invites a Buyer,
// the demo's outbox holds the e-mail with its link, the person activates in two steps and signs
// in with the role and limit the Owner gave.

const shot = shots('company');

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Company users' }).getByRole('article', { name });

test('invite, the link from the outbox, two-step activation, then the new Buyer signs in as a Buyer', async ({
  page,
  company,
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
  playwright,
}) => {
  test.slow();
  await company.signIn(page);
  await page.goto('/my-account?tab=company-users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const d = dialog(page);
  const email = `riley-${Date.now()}@test.example.com`;
  await d.getByLabel('First Name').fill('Riley');
  await d.getByLabel('Last Name').fill('Park');
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Role').selectOption('Buyer');
  await d.getByLabel('Spending Limit').fill('1500');
  await d.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  await expect(row(page, 'Riley Park')).toContainText('Invited');

  const [message] = await outbox(request, email);
  expect(message).toMatchObject({ to: email });
  expect(message!.link).toMatch(/^\/activate-account\/[0-9a-f]{32}$/);

  // The invited person opens the link in a browser of their own.
  const theirs = await browser.newContext({ baseURL, extraHTTPHeaders });
  const riley = await theirs.newPage();
  await riley.goto(message!.link);
  await expect(riley.getByText(email)).toBeVisible();
  await expect(riley.getByText('Step 1 of 2 · Set Password')).toBeVisible();
  await expectNoAxeViolations(riley);
  await riley.getByRole('textbox', { name: 'Password', exact: true }).fill('Riley#2026');
  await riley.getByLabel('Confirm Password').fill('Riley#2026');
  await riley.getByRole('button', { name: 'Next' }).click();
  await expect(riley.getByText('Step 2 of 2 · Verification')).toBeVisible();
  await riley.getByLabel('Verification Code').fill('123456');
  await riley.getByRole('button', { name: 'Activate Account' }).click();
  await expect(riley).toHaveURL('/login');
  await expect(
    riley.getByText('Account activated successfully. Please log in.', { exact: true }),
  ).toBeVisible();

  await fillLogin(riley, email, 'Riley#2026');
  await expect(riley).toHaveURL('/my-account');
  // A Buyer's tabs: the cards to use and My Requests; no Company Users, no Approvals.
  await expect(riley.getByRole('tab', { name: 'My Requests' })).toBeVisible();
  await expect(riley.getByRole('tab', { name: 'My Payment Methods' })).toBeVisible();
  await expect(riley.getByRole('tab', { name: 'Company Users' })).toHaveCount(0);
  await expect(riley.getByRole('tab', { name: 'Approvals' })).toHaveCount(0);

  // The limit the Owner set: nine assembled cabinets are over it, so checkout asks for approval.
  const api = await apiAs(playwright, request, { id: '', email, password: 'Riley#2026' });
  await fill(api, 9);
  await riley.goto('/checkout');
  await expect(riley.getByText('Orders over $1,500.00 need approval.')).toBeVisible();
  await expect(riley.getByRole('button', { name: 'Submit for Approval' })).toBeVisible();
  await shot(riley, 'invited-buyer-checkout-1440');

  await page.reload();
  await expect(row(page, 'Riley Park')).toContainText('Active');
  await api.dispose();
  await theirs.close();
});
