import { expect, test } from './fixtures';
import { expectNoAxeViolations, shots, toast } from './support';
import { apiAs, fill } from './company-support';

// Disable ends a person's sessions at once (docs/business-rules.md#company-accounts): the next
// thing they do is refused, the storefront signs them out as sign-out does and the sign-in page
// says why.

const shot = shots('company');
const DISABLED = 'Your account has been disabled. Please contact your company owner.';

test("the Owner disables a Buyer who is signed in elsewhere: the Buyer's next action signs them out and says why", async ({
  page,
  company,
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
  playwright,
}) => {
  test.slow();
  const api = await apiAs(playwright, request, company.buyer);
  await fill(api, 1);
  await api.dispose();

  // The Buyer, in a browser of their own, works in the cart.
  const theirs = await browser.newContext({ baseURL, extraHTTPHeaders });
  const buyer = await theirs.newPage();
  await company.signIn(buyer, company.buyer);
  await buyer.goto('/cart');
  await expect(buyer.getByRole('button', { name: 'Save as Quote' })).toBeVisible();
  await buyer.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });

  // The Owner disables them.
  await company.signIn(page);
  await page.goto('/my-account?tab=company-users');
  const casey = page
    .getByRole('list', { name: 'Company users' })
    .getByRole('article', { name: 'Casey Ortiz' });
  await casey.getByRole('button', { name: 'Disable Casey Ortiz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Disable' }).click();
  await expect(toast(page, 'Casey Ortiz disabled.')).toBeVisible();

  // The Buyer's next action is refused: signed out, on the sign-in page, told why.
  await buyer.getByRole('button', { name: 'Save as Quote' }).click();
  await expect(buyer).toHaveURL('/login');
  await expect(buyer.getByRole('alert').filter({ hasText: DISABLED })).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Dealer Login' })).toBeVisible();
  const names = (await theirs.cookies()).map((c) => c.name);
  expect(names).not.toContain('accessToken');
  expect(names).not.toContain('refreshToken');
  expect(await buyer.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await expectNoAxeViolations(buyer);
  for (const width of [1440, 1024, 390]) {
    await buyer.setViewportSize({ width, height: 900 });
    await shot(buyer, `disabled-signed-out-${width}`);
  }

  // Nothing of theirs comes back: the cart is a guarded page again, and the message is shown once.
  await buyer.goto('/cart');
  await expect(buyer).toHaveURL(/\/login\?next=%2Fcart$/);
  await expect(buyer.getByText(DISABLED)).toHaveCount(0);
  await theirs.close();
});
