import { expect, test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';
import { checkoutPosts, fillBilling, fillCard, openCheckout } from './checkout-support';

// Choosing how to pay, and the checkout's validation wording.
const shot = shots('checkout');
test.describe.configure({ timeout: 90_000 });

test('Place Order while the card fields still load: they show their messages and Card Number takes the focus', async ({
  page,
  dealer,
}) => {
  // The fields' chunk is held, so they are still loading when the order is refused.
  const hold = await holdRoute(page, '**/assets/NewCardFields-*.js');
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  const posts = await checkoutPosts(page);
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please fix the errors in the form before submitting.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  hold.release();
  await expect(page.getByText('Card Number must be exactly 16 digits.')).toBeVisible();
  await expect(page.getByLabel('Card Number')).toBeFocused();
  expect(posts).toHaveLength(0);
});

test('Add New: every card and billing message, nothing sent, refused brands', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  const posts = await checkoutPosts(page);
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please fix the errors in the form before submitting.' }),
  ).toBeVisible();
  for (const text of [
    'Card Number must be exactly 16 digits.',
    'Expiration date must be MM/YY format.',
    'CVV must be exactly 3 digits.',
    'First name is required.',
    'Last name is required.',
    'Address Line 1 is required.',
    'City is required.',
    'State is required.',
    'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
  ])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  // The first invalid field on screen takes the focus.
  await expect(page.getByLabel('Card Number')).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'checkout-02-add-new-errors');

  await fillCard(page, '3782 822463 10005', '1330', '12');
  await expect(page.getByText('AMEX cards are not accepted.')).toBeVisible();
  await expect(page.getByText('Expiration date must be MM/YY format.')).toBeVisible();
  await fillCard(page, '6011111111111117');
  await expect(page.getByText('Discover cards are not accepted.')).toBeVisible();
  await expect(page.getByLabel('Card Number')).toHaveValue('6011 1111 1111 1117');
  await page.getByLabel('Card Number').fill('41111111111111112222');
  await expect(page.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
  await page.getByLabel('Zip Code').fill('123456');
  await expect(page.getByLabel('Zip Code')).toHaveValue('12345-6');

  // A blank required billing field left by Tab says so at once.
  await page.getByLabel('First Name').fill('');
  await page.getByLabel('First Name').blur();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await fillBilling(page);
  await expect(page.getByText('First name is required.')).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

test('a saved method and Add New exclude each other; Place Order needs one of them', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  const place = page.getByRole('button', { name: 'Place Order' });
  const saved = page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ });
  const addNew = page.getByRole('checkbox', { name: 'Add New' });
  await expect(place).toBeDisabled();
  await addNew.click();
  await expect(place).toBeEnabled();
  await expect(page.getByLabel('Card Number')).toBeVisible();
  await saved.click();
  await expect(addNew).not.toBeChecked();
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await addNew.click();
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
  // Unchecking Use My Address blanks the billing fields it filled.
  await page.getByRole('checkbox', { name: 'Use My Address' }).click();
  await page.getByRole('group', { name: 'Saved addresses' }).getByRole('button').nth(1).click();
  await expect(page.getByLabel('City')).toHaveValue('Savannah');
  await page.getByRole('checkbox', { name: 'Use My Address' }).click();
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByLabel('First Name')).toHaveValue('');
});

test('a saved address fills the billing fields, which are then not checked', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  const posts = await checkoutPosts(page);
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  await fillCard(page, '4111111111111111');
  await page.getByRole('checkbox', { name: 'Use My Address' }).click();
  await page.getByRole('group', { name: 'Saved addresses' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Purchase Successful!' })).toBeVisible({
    timeout: 20_000,
  });
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ firstName: 'Dana', lastName: 'Miller', city: 'Atlanta' });
});

test('bundle rule broken: the warning and Place Order disabled', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-WT33' }]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The wooden table cannot be sold separately' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
