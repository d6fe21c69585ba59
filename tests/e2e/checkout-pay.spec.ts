import { expect, test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';
import {
  bodiesOf,
  checkoutPosts,
  expectSuccess,
  fillBilling,
  fillCard,
  marker,
  openCheckout,
  ordersOnMock,
  paymentMethodsOnMock,
} from './checkout-support';

// Paying with a saved card, a new card (approved, declined) and nothing to pay.
const shot = shots('checkout');
test.describe.configure({ timeout: 90_000 });
const placeOrder = (page: import('./fixtures').Page) =>
  page.getByRole('button', { name: 'Place Order' });

test('saved card: summary from the cart, exact body, success page, order in My Account', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12', quantity: 2, isAssembled: true }]);
  await expect(page).toHaveTitle(/^One Step Checkout/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('TPW-B12');
  await expect(summary).toContainText('Thielsen Pigeon White');
  await expect(summary).toContainText('Assembled');
  await expect(summary).toContainText('Subtotal$378.00');
  await expect(summary).toContainText('Assembly Fee$40.00');
  await expect(summary).toContainText('Tax$22.68');
  await expect(summary).toContainText('Total$440.68');
  // Nothing chosen yet, a total above 0: no order possible.
  await expect(placeOrder(page)).toBeDisabled();
  await expectNoAxeViolations(page);
  await shot(page, 'checkout-01-empty-form');

  const card = page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(placeOrder(page)).toBeEnabled();
  // A second click deselects it.
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(placeOrder(page)).toBeDisabled();
  await card.click();

  const posts = await checkoutPosts(page);
  const before = (await ordersOnMock(dealer)).map((o) => o.id);
  await placeOrder(page).click();
  await expectSuccess(page);
  await expect(page).toHaveURL(/\/our-products/);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toEqual({
    paymentProfileId: dealer.seed.paymentProfileId,
    poNumber: null,
    discountCode: null,
    firstName: 'Dana',
    lastName: 'Miller',
    address: expect.any(String),
    city: expect.any(String),
    state: expect.any(String),
    zipCode: expect.any(String),
    items: expect.any(Array),
  });
  expect(await marker(page)).toBeNull();
  expect(await dealer.cart()).toEqual([]);
  const orders = await ordersOnMock(dealer);
  // The order My Account lists first (GET /orders, newest first) is the new one.
  expect(before).not.toContain(orders[0]!.id);
  expect(orders[0]!.finalAmount).toBe(440.68);
});

test('new approved card with a saved address and Save for Next Time', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  // Turning Add New on deselects the saved method.
  await expect(page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await fillCard(page, '4111111111111111', '1230', '123');
  await expect(page.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByLabel('Expiration Date (MM/YY)')).toHaveValue('12/30');
  await expect(page.getByLabel('Card Number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('CVV')).toHaveAttribute('autocomplete', 'cc-csc');

  await page.getByRole('checkbox', { name: 'Use My Address' }).click();
  const atlanta = page.getByRole('group', { name: 'Saved addresses' }).getByRole('button').first();
  await atlanta.click();
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await shot(page, 'checkout-03-address-filled');
  // Picking it again deselects it and blanks the fields; picking once more fills them again.
  await atlanta.click();
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await atlanta.click();
  const filled = {
    firstName: await page.getByLabel('First Name').inputValue(),
    city: await page.getByLabel('City').inputValue(),
    state: await page.getByLabel('State').inputValue(),
  };
  await page.getByRole('checkbox', { name: 'Save for Next Time' }).click();

  const posts = await checkoutPosts(page);
  const saves = await bodiesOf(page, '/payments/save-payment-info');
  await placeOrder(page).click();
  await expectSuccess(page);
  expect(posts).toHaveLength(1);
  const body = posts[0] as Record<string, unknown>;
  expect(body).toMatchObject({
    cardNumber: '4111111111111111',
    expirationDate: '2030-12',
    cvv: '123',
    firstName: filled.firstName,
    city: filled.city,
    state: filled.state,
    poNumber: null,
    discountCode: null,
  });
  expect(Object.keys(body).sort()).toEqual(
    [
      'address',
      'city',
      'cardNumber',
      'cvv',
      'discountCode',
      'expirationDate',
      'firstName',
      'items',
      'lastName',
      'poNumber',
      'state',
      'zipCode',
    ].sort(),
  );
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ cardNumber: '4111111111111111', expirationDate: '2030-12' });
  expect((await paymentMethodsOnMock(dealer)).map((m) => m.cardNumber)).toEqual([
    'XXXX1111',
    'XXXX1111',
  ]);
});

test('declined card: the message, still on /checkout, everything kept but the CVV, no card data stored', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  await fillCard(page, '4000000000000002', '0931', '321');
  await fillBilling(page);
  const posts = await checkoutPosts(page);
  await placeOrder(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. Please use a different card.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    cardNumber: '4000000000000002',
    expirationDate: '2031-09',
    address: '12 Peachtree St, Suite 4',
    zipCode: '30303-1234',
  });
  await expect(page.getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Expiration Date (MM/YY)')).toHaveValue('09/31');
  await expect(page.getByLabel('CVV')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('Atlanta');
  await expect(page.getByLabel('State')).toHaveValue('GA');
  expect(await marker(page)).toBeNull();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain('4000000000000002');
  expect(stored).not.toContain('4000 0000');
  expect(stored).not.toContain('321');
  expect(page.url()).not.toContain('4000');
  await expectNoAxeViolations(page);
  await shot(page, 'checkout-05-declined');
});

test('zero total: a cart of one free sample door needs no card', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-SD' }]);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Total$0.00');
  await expect(placeOrder(page)).toBeEnabled();
  const posts = await checkoutPosts(page);
  await placeOrder(page).click();
  await expectSuccess(page);
  expect(posts).toEqual([{ poNumber: null, items: expect.any(Array) }]);
  expect((await ordersOnMock(dealer))[0]!.finalAmount).toBe(0);
});

test('discount: shown on demand, applied to the summary and the body, removable', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12', quantity: 2, isAssembled: true }]);
  await page.getByRole('button', { name: 'Have a Discount Code?' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByLabel('Discount Code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();
  await page.getByLabel('Discount Code').fill('DEALER10');
  await page.getByLabel('Discount Code').press('Enter');
  await expect(page.getByText('Discount Applied: DEALER10 (10%)')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Discount (10%)-$41.80');
  await expect(summary).toContainText('Tax$20.41');
  await expect(summary).toContainText('Total$396.61');

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(summary).toContainText('Discount (0%)');
  await expect(summary).toContainText('Total$440.68');
  await expect(page.getByLabel('Discount Code')).toHaveCount(0);

  await page.getByRole('button', { name: 'Have a Discount Code?' }).click();
  await page.getByLabel('Discount Code').fill('DEALER10');
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await expect(placeOrder(page)).toBeEnabled();
  // Place Order waits while the code is checked, so the order cannot go out at the old total.
  const hold = await holdRoute(page, '**/api/coupons/validate');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(placeOrder(page)).toBeDisabled();
  hold.release();
  await expect(page.getByText('Discount Applied: DEALER10 (10%)')).toBeVisible();
  await expect(placeOrder(page)).toBeEnabled();
  const posts = await checkoutPosts(page);
  await placeOrder(page).click();
  await expectSuccess(page);
  expect(posts[0]).toMatchObject({ discountCode: 'DEALER10' });
  expect((await ordersOnMock(dealer))[0]!.finalAmount).toBe(396.61);
});
