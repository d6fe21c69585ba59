import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { checkoutPosts, expectSuccess, marker, openCheckout } from './checkout-support';
import { recordTexts, shown } from './cart-support';

// Each call of the checkout failing, and an empty cart.
const shot = shots('checkout');
test.describe.configure({ timeout: 90_000 });

const fail = (page: Page, path: string, status: number, body: unknown) =>
  page.route(`**/api${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );

const paySaved = async (page: Page) => {
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
};

test('checkout answers 500 without text: the fallback message, loader gone, marker cleared', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await fail(page, '/orders/checkout', 500, {});
  await paySaved(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Checkout failed, please try again.' }),
  ).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  expect(await marker(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await shot(page, 'checkout-06-failure');
});

test('checkout answers 200 (not 201): not a success', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await fail(page, '/orders/checkout', 200, { message: 'ok', orderId: 1, salesOrderNumber: 'X' });
  await paySaved(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Checkout failed, please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('network failure on checkout: an error, the form stays', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await page.route('**/api/orders/checkout', (route) => route.abort());
  await paySaved(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await marker(page)).toBeNull();
});

test("'Your cart is empty' from the server: cart cleared, the message, /our-products", async ({
  page,
  dealer,
}) => {
  // The message is a 2 s toast shown while the app moves on: record what the page showed rather
  // than race the toast's timer on a loaded machine.
  await recordTexts(page);
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await fail(page, '/orders/checkout', 400, { error: 'Your cart is empty.' });
  await paySaved(page);
  await shown(page, 'Your cart is empty. Please add items before checking out.');
  await expect(page).toHaveURL(/\/our-products/);
  expect(await marker(page)).toBeNull();
});

test('an empty cart with no order running: the message and /our-products', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await page.route('**/api/carts', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            id: 1,
            poNumber: null,
            isTaxable: true,
            items: [],
            cartItemCount: 0,
            subTotal: 0,
            discountedAmount: 0,
            tax: 0,
            assemblyFee: 0,
            totalPrice: 0,
          }),
        })
      : route.fallback(),
  );
  // A 2 s toast (also copied into the screen-reader announcer): record what the page showed.
  await recordTexts(page);
  await page.reload();
  await shown(page, 'Your cart is empty. Please add items before checking out.');
  await expect(page).toHaveURL(/\/our-products/);
});

test('the cart fails to load: an error with Try Again, no form', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await fail(page, '/carts', 500, { error: 'Cart service down.' });
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The cart could not be loaded.' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
});

test('payment methods and addresses fail to load: empty lists, a new card still works', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await fail(page, '/payments/get-payment-methods', 500, {});
  await fail(page, '/address-books/all', 500, {});
  await fail(page, '/payments/save-payment-info', 500, { error: 'Vault down.' });
  await page.reload();
  await expect(page.getByText('No payment methods available.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  await page.getByRole('checkbox', { name: 'Use My Address' }).click();
  await expect(page.getByText('No saved addresses.')).toBeVisible();
  const posts = await checkoutPosts(page);
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiration Date (MM/YY)').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('checkbox', { name: 'Use My Address' }).click();
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Miller');
  await page.getByLabel('Address Line 1').fill('12 Peachtree St');
  await page.getByLabel('City').fill('Atlanta');
  await page.getByLabel('State').selectOption('GA');
  await page.getByLabel('Zip Code').fill('30303');
  await page.getByRole('checkbox', { name: 'Save for Next Time' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The order went through; a card that could not be kept does not undo it.
  await expectSuccess(page);
  expect(posts).toHaveLength(1);
  expect(await dealer.cart()).toEqual([]);
});

test('the discount check fails: its message, the summary unchanged', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await fail(page, '/coupons/validate', 500, {});
  await page.getByRole('button', { name: 'Have a Discount Code?' }).click();
  await page.getByLabel('Discount Code').fill('DEALER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An unexpected error occurred.' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Discount (0%)',
  );
});
