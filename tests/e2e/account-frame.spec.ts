import { expect, test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';

// The /my-account frame (banner, profile card, the tabs, reset on visit). Every dealer is its
// company's Owner, so the tabs end with Company Users and Approvals.
const shot = shots('account');

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

test('banner, profile card and the tabs, My Order first; tab title set', async ({
  page,
  dealer,
}) => {
  await page.goto('/my-account');
  await expect(page).toHaveTitle('My Account · Heartwood Cabinetry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  const banner = page.locator('img[src="/images/account-banner.png"]');
  await expect(banner).toHaveJSProperty('complete', true);
  expect(await banner.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(profile.getByRole('heading', { name: 'Dana Miller' })).toBeVisible();
  await expect(profile.getByText(dealer.email, { exact: true })).toBeVisible();
  await expect(profile.getByText('DM', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Edit Your Profile' })).toBeVisible();

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'My Order',
    'Address Book',
    'My Payment Methods',
    'Company Users',
    'Approvals',
  ]);
  await expect(page.getByRole('tab', { name: 'My Order' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'account-01-orders-tab');
});

test('tabs follow the Radix keyboard pattern and each shows its panel', async ({ page }) => {
  test.slow(); // two axe runs on a loaded 2-core machine
  await page.goto('/my-account');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await page.getByRole('tab', { name: 'My Order' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Address Book' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Address Book' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('My Addresses');
  await expect(page).toHaveURL('/my-account?tab=address-book');
  // The whole page is checked in the first test; here the tab list and the new panel.
  await expectNoAxeViolations(page, { include: '[role="tablist"], [role="tabpanel"]' });
  await shot(page, 'account-02-address-tab');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Payment Methods' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('My Payment Methods');
  await expectNoAxeViolations(page, { include: '[role="tabpanel"]' });
  await shot(page, 'account-03-payments-tab');

  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Approvals' })).toBeFocused();
  await expect(page).toHaveURL('/my-account?tab=approvals');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'My Order' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('SO-100114');
  // Tab leaves the tab list for the panel's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'My Order' })).not.toBeFocused();
});

test('Edit Your Profile replaces everything; Back returns to the tabs', async ({ page }) => {
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Edit Your Profile' }).click();
  await expect(page).toHaveURL('/my-account?edit=profile');
  await expect(page).toHaveTitle('Edit Your Profile · Heartwood Cabinetry');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to My Account' }).click();
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('visiting /my-account resets tab, opened order and profile editing', async ({ page }) => {
  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'My Payment Methods' }).click();
  await expect(page).toHaveURL('/my-account?tab=payment-methods');
  // The header's My Account entry is a visit of the route.
  await page.getByRole('button', { name: /Dana/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL('/my-account');
  await expect(page.getByRole('tab', { name: 'My Order' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'View Details of order SO-100114' }).click();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.getByRole('button', { name: /Dana/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order SO-100114' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Your Profile' }).click();
  await page.getByRole('button', { name: /Dana/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toBeVisible();
});

test('skeletons while the account and the orders load', async ({ page }) => {
  test.slow(); // axe while two calls are held, on a loaded 2-core machine
  const holds = [
    await holdRoute(page, '**/api/accounts/me'),
    await holdRoute(page, '**/api/orders?page=1'),
  ];
  await page.goto('/my-account');
  await expect(page.getByRole('group', { name: 'Loading your profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Loading your orders' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'account-04-skeleton');
  for (const hold of holds) hold.release();
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText(
    'Dana Miller',
  );
  await expect(page.getByTestId('order-card')).toHaveCount(10);
});
