import { arrangeCart, P } from './cart-support';
import {
  confirmation,
  expectConfirmation,
  fillBilling,
  fillCard,
  marker,
  newestOrder,
  orderCount,
  setMarker,
} from './checkout-support';
import { expect, type Page } from './fixtures';
import { dealerFaultTest, reload } from './faults-support';
import { listRows, row } from './quick-order-support';

// Fault injection: quick order and checkout. The matrix and the expected texts
// are in faults-matrix.ts; loads reload per fault, actions fail one after another on one page.

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

dealerFaultTest(
  'paste a list, add to cart',
  'quickOrder',
  ['lookup', 'add'],
  async (f, { page }) => {
    await page.goto('/quick-order');
    await page.getByRole('button', { name: 'Paste a List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a List' });
    const text = dialog.getByLabel('SKUs and quantities');
    await text.fill('TPW-B12, 2\nHW-PULL-128, 4');
    await f.run('lookup', {
      trigger: () => dialog.getByRole('button', { name: 'Add Lines' }).click(),
      kept: async () => {
        await expect(text).toHaveValue('TPW-B12, 2\nHW-PULL-128, 4');
        await expect(listRows(page)).toHaveCount(0);
      },
    });
    await dialog.getByRole('button', { name: 'Add Lines' }).click();
    await expect(dialog.getByRole('status')).toContainText('Read 2 lines: 2 added, 0 not added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Rows go one call after another; each failed row stays with its reason.
    await f.run('add', {
      sends: 2,
      trigger: () => page.getByRole('button', { name: 'Add to Cart' }).click(),
      kept: async () => {
        await expect(row(page, 'TPW-B12')).toContainText('Not added:');
        await expect(row(page, 'HW-PULL-128')).toContainText('Not added:');
        await expect(row(page, 'TPW-B12').getByLabel('Quantity for TPW-B12')).toHaveValue('2');
      },
    });
  },
);

dealerFaultTest(
  'load the cart, the cards and the order status',
  'checkout',
  ['cart', 'methods', 'lock'],
  async (f, { page, dealer }) => {
    await arrangeCart(dealer, [{ productId: P.B12 }]);
    await page.goto('/checkout');
    await expect(placeOrder(page)).toBeVisible();
    await f.run('cart', {
      trigger: reload(page),
      kept: () => expect(page.getByRole('alert')).toContainText('The cart could not be loaded.'),
    });
    // Failed payment-method loads are only logged; the list is empty, checkout still works.
    await f.run('methods', {
      trigger: reload(page),
      kept: () => expect(page.getByRole('checkbox', { name: 'Add New' })).toBeVisible(),
    });
    // A running order (its marker) is picked up on load by asking for its status.
    await f.run('lock', {
      trigger: async () => {
        await setMarker(page, 1_000);
        await page.reload();
      },
      kept: async () => {
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expect(placeOrder(page)).toBeVisible();
        expect(await marker(page)).toBeNull();
      },
    });
  },
);

dealerFaultTest(
  'discount code, place order',
  'checkout',
  ['discount', 'place'],
  async (f, { page, dealer }) => {
    await arrangeCart(dealer, [{ productId: P.B12 }]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Have a Discount Code?' }).click();
    const code = page.getByLabel('Discount Code');
    await code.fill('DEALER10');
    await f.run('discount', {
      trigger: () => page.getByRole('button', { name: 'Apply' }).click(),
      kept: () => expect(code).toHaveValue('DEALER10'),
    });
    await page.getByRole('checkbox', { name: 'Add New' }).click();
    await fillCard(page, '4111111111111111', '1230', '123');
    await fillBilling(page);
    await f.run('place', {
      // A refused order asks for the CVV again and keeps everything else.
      trigger: async () => {
        await page.getByLabel('CVV').fill('123');
        await placeOrder(page).click();
      },
      kept: async () => {
        await expect(page.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
        await expect(page.getByLabel('First Name')).toHaveValue('Dana');
        await expect(page.getByLabel('Zip Code')).toHaveValue('30303-1234');
        await expect(page).toHaveURL(/\/checkout$/);
        expect(await marker(page)).toBeNull();
      },
    });
    // The lost answer's order was placed: Place Order again sends its key and gets that order.
    const before = await orderCount(dealer);
    await page.getByLabel('CVV').fill('123');
    await placeOrder(page).click();
    await expect(confirmation(page)).toBeVisible({ timeout: 20_000 });
    await expectConfirmation(page, await newestOrder(dealer));
    expect(await orderCount(dealer)).toBe(before);
  },
);
