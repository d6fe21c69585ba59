import { expect, test } from './fixtures';
import { dialog, expectNoAxeViolations, shots, toast } from './support';
import { expectSuccess } from './checkout-support';
import { apiAs, cartLines, fill, placeButton, submitButton } from './company-support';

// Ordering by role (docs/business-rules.md#approvals) on a fresh company: a Buyer over their
// $2,000.00 limit and an Estimator submit for approval; the Owner approves by paying or rejects.

const shot = shots('company');

test('an Estimator submits at checkout and withdraws; a rejected request goes back to the cart and is submitted again from there', async ({
  page,
  company,
  request,
  playwright,
}) => {
  test.slow();
  const api = await apiAs(playwright, request, company.estimator);
  await fill(api, 1);
  await company.signIn(page, company.estimator);
  await page.goto('/checkout');
  await expect(
    page.getByText('Estimators cannot place orders. Please submit for approval.'),
  ).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
  await expect(placeButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `submit-for-approval-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('Note for the owner (optional)').fill('Kitchen for the Lee job');
  await submitButton(page).click();
  await expect(toast(page, 'Submitted for approval. Your cart is now empty.')).toBeVisible();
  await expect(page).toHaveURL(/tab=my-requests/);
  const mine = page.getByRole('list', { name: 'My Requests' }).getByRole('article');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText('Pending Approval');
  await expect(mine.first()).toContainText('Kitchen for the Lee job');
  expect(await cartLines(api)).toEqual([]);
  await mine
    .first()
    .getByRole('button', { name: /^Withdraw request/ })
    .click();
  await expect(mine.first()).toContainText('Withdrawn');

  // A second request, which the Owner rejects (both by the API: those screens have their tests).
  await fill(api, 3);
  const sent = await api.post('approval-requests', { data: { note: 'Second try' } });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const reason = 'Use the Shaker line for this job';
  expect(
    (await company.api.post(`approval-requests/${id}/reject`, { data: { reason } })).status(),
  ).toBe(200);
  await page.reload();
  const rejected = mine.filter({ hasText: 'Second try' });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText(reason);
  await rejected.getByRole('button', { name: /^Move to Cart request/ }).click();
  await expect(rejected).toContainText('Its lines were moved back to the cart.');
  expect(await cartLines(api)).toEqual(['TPW-B12 x3']);

  // Changed in the cart, then submitted again from the cart itself: no checkout to pass through.
  await fill(api, 1, 'TPW-B15');
  const changed = await cartLines(api);
  expect(changed).toHaveLength(2);
  await page.goto('/cart');
  await expect(
    page.getByText('Estimators cannot place orders. Please submit for approval.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Check Out' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `cart-submit-for-approval-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('Note for the owner (optional)').fill('Shaker, one more base');
  await submitButton(page).click();
  await expect(toast(page, 'Submitted for approval. Your cart is now empty.')).toBeVisible();
  await expect(page).toHaveURL(/tab=my-requests/);
  await expect(mine).toHaveCount(3);
  await expect(mine.first()).toContainText('Pending Approval');
  await expect(mine.first()).toContainText('Shaker, one more base');
  expect(await cartLines(api)).toEqual([]);
  const [newest] = (await (await api.get('approval-requests')).json()) as {
    items: { sku: string; quantity: number }[];
  }[];
  expect(newest!.items.map((i) => `${i.sku} x${i.quantity}`)).toEqual(changed);
  await api.dispose();
});

test('a Buyer orders under the limit and submits above it; a 403 that comes anyway is shown', async ({
  page,
  company,
  request,
  playwright,
}) => {
  const api = await apiAs(playwright, request, company.buyer);
  await fill(api, 1);
  await company.signIn(page, company.buyer);
  await page.goto('/checkout');
  await expect(placeButton(page)).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);

  // The Owner lowers the limit while the Buyer's checkout is open: the API refuses, the screen says why.
  const owner = company.api;
  const users = (await (await owner.get('company/users')).json()) as {
    users: { id: string; email: string }[];
  };
  const buyerId = users.users.find((u) => u.email === company.buyer.email)!.id;
  expect(
    (await owner.patch(`company/users/${buyerId}`, { data: { spendingLimit: 100 } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: /XXXX1111/ }).click();
  await placeButton(page).click();
  await expect(page.getByText('Orders over $100.00 need approval.')).toBeVisible();
  await owner.patch(`company/users/${buyerId}`, { data: { spendingLimit: 2000 } });

  // Over $2,000.00: the cart already offers Submit for Approval with the reason, and so does checkout.
  await fill(api, 9);
  await page.goto('/cart');
  await expect(page.getByText('Orders over $2,000.00 need approval.')).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Check Out' })).toHaveCount(0);
  await page.goto('/checkout');
  await expect(page.getByText('Orders over $2,000.00 need approval.')).toBeVisible();
  await expect(placeButton(page)).toHaveCount(0);
  await submitButton(page).click();
  await expect(page).toHaveURL(/tab=my-requests/);
  await api.dispose();
});

test('the Owner rejects with a reason and approves by paying; the request shows what became of it', async ({
  page,
  company,
  request,
  playwright,
}) => {
  const api = await apiAs(playwright, request, company.buyer);
  await fill(api, 10);
  expect((await api.post('approval-requests', { data: { note: 'First' } })).status()).toBe(201);
  await fill(api, 10);
  expect((await api.post('approval-requests', { data: { note: 'Second' } })).status()).toBe(201);

  await company.signIn(page);
  await page.goto('/my-account?tab=approvals');
  const list = page.getByRole('list', { name: 'Approvals' });
  await expect(list.getByRole('article')).toHaveCount(2);
  const [second, first] = [list.getByRole('article').nth(0), list.getByRole('article').nth(1)];
  await expect(second).toContainText('Casey Ortiz');
  await expect(second).toContainText('Pending Approval');
  await expect(second).toContainText('Second');
  await expectNoAxeViolations(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `approvals-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await first.getByRole('button', { name: /^Reject request/ }).click();
  await dialog(page).getByRole('button', { name: 'Reject' }).click();
  await expect(dialog(page).getByText('Please give a reason for the rejection.')).toBeVisible();
  await dialog(page).getByLabel('Reason').fill('Too many cabinets for this job');
  await dialog(page).getByRole('button', { name: 'Reject' }).click();
  await expect(first).toContainText('Rejected by Dana Miller: Too many cabinets for this job');

  await second.getByRole('button', { name: /^Approve request/ }).click();
  await expect(page).toHaveURL(/\/checkout\?approval=\d+/);
  await expect(page.getByText('TPW-B12').first()).toBeVisible();
  await page.getByRole('button', { name: /XXXX1111/ }).click();
  await page.getByRole('button', { name: 'Approve and Place Order' }).click();
  await expectSuccess(page);
  const requests = (await (await company.api.get('approval-requests')).json()) as {
    status: string;
    orderId: number | null;
  }[];
  expect(requests.map((r) => r.status)).toEqual(['APPROVED', 'REJECTED']);
  expect(requests[0]!.orderId).not.toBeNull();
  // The order names both: who asked and who approved.
  await page.goto(`/my-account?order=${requests[0]!.orderId}`);
  await expect(page.getByText('Requested by Casey Ortiz, approved by Dana Miller')).toBeVisible();
  await shot(page, 'approved-order-detail-1440');
  await api.dispose();
});

test('a Buyer uses but does not manage addresses and cards; an Estimator sees only the addresses', async ({
  page,
  company,
}) => {
  await company.signIn(page, company.buyer);
  await page.goto('/my-account?tab=address-book');
  await expect(page.getByText('Savannah').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Address' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit address/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Payment Methods' }).click();
  await expect(page.getByText(/1111/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Card' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'My Requests' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approvals' })).toHaveCount(0);

  await page.context().clearCookies();
  await company.signIn(page, company.estimator);
  await page.goto('/my-account?tab=address-book');
  await expect(page.getByText('Savannah').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Address' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'My Payment Methods' })).toHaveCount(0);
});
