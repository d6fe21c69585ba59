import { expect, test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';
import {
  confirmation,
  expectConfirmation,
  fillBilling,
  fillCard,
  marker,
  newestOrder,
  openCheckout,
} from './checkout-support';

// The order confirmation: its facts, a link to the order, a reload at any moment after the order
// was accepted (while the card is saved, after success), and Back; a lost answer is
// checkout-lost-answer.spec.ts.
const shot = shots('checkout');
test.describe.configure({ timeout: 60_000 });

test('confirmation facts, reload after success, View Order, and Back never lands on /checkout', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12', quantity: 2, isAssembled: true }]);
  await dealer.api.post('carts', { data: { poNumber: 'PO-CONFIRM-7' } });
  // Arrive the way a dealer does: the cart, then Proceed to Check Out.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(confirmation(page)).toBeVisible({ timeout: 20_000 });
  const order = await newestOrder(dealer);
  expect(order).toMatchObject({ poNumber: 'PO-CONFIRM-7', finalAmount: 440.68 });
  await expectConfirmation(page, order);

  // A reload after success shows the same confirmation, not an error.
  await page.reload();
  const dialog = await expectConfirmation(page, order);
  await expectNoAxeViolations(page);
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `confirmation-${width}`, false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // View Order opens that order's detail in My Account.
  await dialog.getByRole('link', { name: 'View Order' }).click();
  await expect(page).toHaveURL(`/my-account?order=${order.id}`);
  await expect(
    page.getByRole('heading', { name: `Order ${order.salesOrderNumber}` }),
  ).toBeVisible();
  await expect(page.getByText(`PO ${order.poNumber}`)).toBeVisible();

  // Back: the products page without a second congratulation, then the cart; never /checkout.
  await page.goBack();
  await expect(page).toHaveURL(/\/our-products/);
  await expect(page.getByRole('tab', { name: 'Cabinets' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByText('Your cart is empty. Please add items before checking out.'),
  ).toHaveCount(0);
});

test('reload while the card is being saved: the confirmation, not the empty-cart error', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await page.getByRole('checkbox', { name: 'Add New' }).click();
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  await page.getByRole('checkbox', { name: 'Save for Next Time' }).click();
  // The order goes through; the card's save is held, so the page is still on /checkout.
  const save = await holdRoute(page, '**/api/payments/save-payment-info', (route) =>
    route.abort().catch(() => undefined),
  );
  const saveSent = page.waitForRequest('**/api/payments/save-payment-info');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await saveSent;
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = JSON.parse((await marker(page)) ?? 'null') as { order?: { orderId: number } };
  const order = await newestOrder(dealer);
  expect(stored.order).toMatchObject({ orderId: order.id });
  expect(JSON.stringify(stored)).not.toContain('4111');

  await page.reload();
  await expectConfirmation(page, order);
  expect(await marker(page)).toBeNull();
  save.release();

  // Signed out in another tab: a reload here shows nothing of the order and keeps nothing.
  const other = await page.context().newPage();
  await other.goto('/my-account');
  await other.getByRole('button', { name: /(Morning|Afternoon|Evening) Dana/ }).click();
  await other.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL('/login');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Cabinets' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('orderConfirmation'))).toBeNull();
  expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(
    'checkoutSuccess',
  );
});
