import { expect, test, type Page } from './fixtures';
import { dialog, expectNoAxeViolations, shots } from './support';
import { expectSuccess } from './checkout-support';
import { apiAs, fill } from './company-support';

// The Owner's header counts the requests waiting for a decision beside Approvals
// (docs/business-rules.md#approvals); the link opens the Approvals tab.

const shot = shots('company');

const approvalsLink = (page: Page) => page.getByTestId('approvals-link');

test("the Owner's header counts the waiting requests and follows each decision", async ({
  page,
  company,
  request,
  playwright,
}) => {
  const buyer = await apiAs(playwright, request, company.buyer);
  for (const note of ['First', 'Second']) {
    await fill(buyer, 10);
    expect((await buyer.post('approval-requests', { data: { note } })).status()).toBe(201);
  }

  await company.signIn(page);
  await page.goto('/our-products');
  const link = approvalsLink(page);
  await expect(link).toHaveAccessibleName('Approvals 2 waiting');
  await expectNoAxeViolations(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(link).toBeVisible();
    await shot(page, `header-approvals-${width}`, false);
  }
  // A phone shows the icon and the count; the name still says what it counts.
  await expect(link.getByText('Approvals')).not.toBeInViewport();
  await expect(link).toHaveAccessibleName('Approvals 2 waiting');
  await page.setViewportSize({ width: 1440, height: 900 });

  await link.click();
  await expect(page).toHaveURL(/\/my-account\?tab=approvals$/);
  await expect(page.getByRole('tab', { name: 'Approvals', selected: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Approvals' }).getByRole('article');
  await expect(cards).toHaveCount(2);

  // A rejection lowers the count at once.
  await cards
    .nth(1)
    .getByRole('button', { name: /^Reject request/ })
    .click();
  await dialog(page).getByLabel('Reason').fill('Not this job');
  await dialog(page).getByRole('button', { name: 'Reject' }).click();
  await expect(cards.nth(1)).toContainText('Rejected');
  await expect(link).toHaveAccessibleName('Approvals 1 waiting');

  // Approving by paying: the last one gone, the link goes with it.
  await cards
    .nth(0)
    .getByRole('button', { name: /^Approve request/ })
    .click();
  await page.getByRole('button', { name: /XXXX1111/ }).click();
  await page.getByRole('button', { name: 'Approve and Place Order' }).click();
  await expectSuccess(page);
  await expect(link).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue Shopping' }).click();

  // Nobody else has the count: a Buyer's header stays as it was, even with a request pending.
  await fill(buyer, 10);
  expect((await buyer.post('approval-requests', { data: {} })).status()).toBe(201);
  await page.context().clearCookies();
  await company.signIn(page, company.buyer);
  await page.goto('/our-products');
  await expect(page.getByRole('button', { name: /Casey/ })).toBeVisible();
  await expect(link).toHaveCount(0);
  await buyer.dispose();
});
