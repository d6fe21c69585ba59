import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, fillLogin, holdRoute, shots } from './support';

// Staff acting as a dealer (docs/business-rules.md#staff-acting-as-a-dealer): staff sign in at
// /login, find the test's own dealer, act as them with the banner on every screen, place an order
// that names the staff member, then stop and land on the staff screen with nothing of the dealer
// left in the browser.

const STAFF = { email: 'staff@example.com', password: 'Staff#2026' };
const shot = shots('staff');
test.describe.configure({ timeout: 90_000 });

async function atWidths(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('staff act as a dealer: banner everywhere, an order placed by them, stop clears the dealer', async ({
  page,
  dealer,
}) => {
  // The dealer's cart holds a cabinet, so the order can be placed as the dealer would.
  const added = await dealer.api.post('carts', {
    data: { productId: 101, quantity: 1, isAssembled: false, hingeDirection: null },
  });
  expect(added.status()).toBe(200);

  await page.goto('/login');
  await fillLogin(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/act-as-dealer$/);
  await expect(page).toHaveTitle(/Act as a Dealer/);
  await expect(page.getByRole('heading', { level: 1, name: 'Act as a Dealer' })).toBeVisible();
  // Staff have no cart of their own: no cart link, and dealer screens lead back here.
  await expect(page.getByTestId('cart-total')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Dealers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await atWidths(page, 'act-as-dealer');

  // Search by the fresh dealer's e-mail: exactly that dealer, with company and e-mail.
  await page.getByLabel('Search by e-mail or company').fill(dealer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: dealer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Miller Kitchens');
  await expect(page.getByText('1 dealer', { exact: true })).toBeVisible();

  // Act as Dealer ignores clicks while its call is in flight: one start is sent.
  const starts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/staff/acting') && r.method() === 'POST') starts.push(r.url());
  });
  const hold = await holdRoute(page, '**/api/staff/acting');
  const act = row.getByRole('button', { name: /Act as Dealer/ });
  await act.click();
  await expect(act).toHaveAttribute('aria-busy', 'true');
  await act.dispatchEvent('click');
  hold.release();

  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(page).toHaveURL(/\/my-account/);
  await expect(banner).toContainText(`Impersonating: ${dealer.email}`);
  expect(starts).toHaveLength(1);
  // The storefront as the dealer sees it: their name in the greeting, their cart in the header.
  await expect(page.getByRole('button', { name: /Dana/ })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toBeVisible();

  // The banner stays on every screen; place the order through the cart and checkout.
  await page.goto('/cart');
  await expect(banner).toContainText(`Impersonating: ${dealer.email}`);
  await page.getByRole('button', { name: 'Proceed to Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const done = page.getByRole('dialog', { name: 'Purchase Successful!' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  await done.getByRole('link', { name: 'View Order' }).click();
  await expect(page).toHaveURL(/\/my-account\?order=\d+/);
  await expect(page.getByText(`Placed by ${STAFF.email} for Miller Kitchens`)).toBeVisible();
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await atWidths(page, 'dealer-order-with-banner');

  // Stop: back on the staff screen, the dealer's session and data gone from the browser.
  await banner.getByRole('button', { name: 'Stop Acting as Dealer' }).click();
  await expect(page).toHaveURL(/\/act-as-dealer$/);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveCount(0);
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((c) => [c.name, c.value]),
  );
  expect(cookies.isImpersonated).toBeUndefined();
  expect(cookies.impersonatedEmail).toBeUndefined();
  expect(cookies.accessToken).toBeTruthy();
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage).toEqual({ local: ['staffEmail'], session: [] });
  await expect(page.getByText(dealer.email)).toHaveCount(0);
  // Dealer screens are not the staff member's own.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/act-as-dealer$/);
  // The order the staff member placed is the dealer's, and names them.
  const orders = (await (await dealer.api.get('orders?page=1')).json()) as {
    orders: { placedBy?: { staffEmail: string } | null }[];
  };
  expect(orders.orders[0]!.placedBy).toMatchObject({ staffEmail: STAFF.email });
});
