import { expect, test, type Dealer, type Page } from './fixtures';
import { holdRoute, shots } from './support';
import { shotWidths } from './cart-support';
import {
  confirmation,
  expectConfirmation,
  fillBilling,
  fillCard,
  newestOrder,
  openCheckout,
  orderCount,
  type Line,
} from './checkout-support';

// Exactly once when the answer is lost (docs/business-rules.md#checkout): every checkout carries
// an order key kept in this tab's session storage until the outcome is known; a tab loaded while
// it holds one asks the server by the key and shows what became of the order.
const shot = shots('checkout');
test.describe.configure({ timeout: 60_000 });

const CHECKING = 'Checking on your last order…';
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });
const storedKey = (page: Page) => page.evaluate(() => sessionStorage.getItem('orderKey'));

/**
 * The next checkout request reaches the mock, which places or refuses the order, but its answer
 * never reaches the page; with `{ reach: false }` it never leaves the browser. `atServer`
 * resolves once the mock has answered it. Later requests pass. The route stays: removing it
 * would let Playwright send the held request on after all.
 */
async function loseAnswer(page: Page, { reach = true } = {}) {
  let reached: () => void = () => {};
  const atServer = new Promise<void>((resolve) => (reached = resolve));
  let held = false;
  await page.route('**/api/orders/checkout', async (route) => {
    if (held) return route.fallback();
    held = true;
    if (reach) await route.fetch();
    reached();
  });
  return { atServer };
}

/**
 * On /checkout with `lines`, pays with the saved Visa (or a new card the mock declines) and
 * presses Place Order, whose answer is lost; resolves once the mock has done what it will, with
 * the dealer's order count before.
 */
async function placeLosingAnswer(
  page: Page,
  dealer: Dealer,
  {
    lines = [{ sku: 'TPW-B12' }],
    declined = false,
    reach = true,
  }: { lines?: Line[]; declined?: boolean; reach?: boolean } = {},
): Promise<number> {
  await openCheckout(page, dealer, lines);
  const before = await orderCount(dealer);
  if (declined) {
    await page.getByRole('checkbox', { name: 'Add New' }).click();
    await fillCard(page, '4000000000000002', '0931', '321');
    await fillBilling(page);
  } else await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  const { atServer } = await loseAnswer(page, { reach });
  await placeOrder(page).click();
  await atServer;
  return before;
}

test('the answer is lost after the order was placed: a reload shows its confirmation, one new order', async ({
  page,
  dealer,
}) => {
  const before = await placeLosingAnswer(page, dealer);
  expect(JSON.parse((await storedKey(page)) ?? 'null')).toMatchObject({
    key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    lines: [expect.objectContaining({ quantity: 1, isAssembled: false })],
  });
  const outcome = await holdRoute(page, '**/api/orders/checkout/*');
  await page.reload();
  await expect(page.getByTestId('loading-overlay')).toContainText(CHECKING, { timeout: 20_000 });
  await shotWidths(page, shot, 'checkout-06-checking-last-order');
  // The placed order's cart is empty, but while the key is asked about nothing says so.
  await expect(page).toHaveURL(/\/checkout$/);
  outcome.release();
  const order = await newestOrder(dealer);
  await expectConfirmation(page, order);
  expect(await orderCount(dealer)).toBe(before + 1);
  expect(await storedKey(page)).toBeNull();
  expect(await dealer.cart()).toEqual([]);
  await expect(
    page.getByText('Your cart is empty. Please add items before checking out.'),
  ).toHaveCount(0);
  // My Account lists that order once, newest first.
  await page.goto('/my-account');
  await expect(page.getByTestId('order-card').first()).toContainText(order.salesOrderNumber);
  await expect(
    page.getByTestId('order-card').filter({ hasText: order.salesOrderNumber }),
  ).toHaveCount(1);
});

test('Back to the checkout after the answer was lost shows the confirmation too', async ({
  page,
  dealer,
}) => {
  await placeLosingAnswer(page, dealer, { lines: [{ sku: 'TPW-B12', quantity: 2 }] });
  // The dealer gives up waiting and leaves the site, then comes back with Back.
  await page.goto('/contact-us');
  await page.goBack();
  const order = await newestOrder(dealer);
  await expectConfirmation(page, order);
  expect(await storedKey(page)).toBeNull();
});

test('the answer is lost and the card was declined: back on checkout with the cart and the reason', async ({
  page,
  dealer,
}) => {
  const before = await placeLosingAnswer(page, dealer, { declined: true });
  await page.goto('/quick-order');
  // Whatever screen loads first, the dealer is brought back to the checkout with the reason.
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Your last order was not placed: Your card was declined. Please use a different card.',
    }),
  ).toBeVisible();
  await expect(placeOrder(page)).toBeVisible();
  await expect(page.getByText('TPW-B12').first()).toBeVisible();
  await shotWidths(page, shot, 'checkout-07-last-order-refused');
  expect(await orderCount(dealer)).toBe(before);
  expect(await dealer.cart()).toHaveLength(1);
  expect(await storedKey(page)).toBeNull();
});

test('the checkout never reached the server: a reload says it was not placed, and ordering again places one', async ({
  page,
  dealer,
}) => {
  // Held in the browser: the request never leaves it.
  const before = await placeLosingAnswer(page, dealer, { reach: false });
  await page.reload();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your last order was not placed. Your cart is as you left it' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await orderCount(dealer)).toBe(before);
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await placeOrder(page).click();
  await expect(confirmation(page)).toBeVisible({ timeout: 20_000 });
  await expectConfirmation(page, await newestOrder(dealer));
  expect(await orderCount(dealer)).toBe(before + 1);
});

test('two tabs press Place Order on the same cart: one order', async ({
  page,
  dealer,
  context,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  const before = await orderCount(dealer);
  const other = await context.newPage();
  await other.goto('/checkout');
  await expect(placeOrder(other)).toBeVisible({ timeout: 20_000 });
  for (const tab of [page, other])
    await tab.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  await Promise.all([placeOrder(page).click(), placeOrder(other).click()]);
  const confirmed = async (tab: Page) =>
    tab.getByRole('dialog', { name: 'Purchase Successful!' }).isVisible();
  const refused = async (tab: Page) => (await tab.getByRole('alert').count()) > 0;
  // One tab confirms the order; the other is refused (another order is being processed, or the
  // cart it was sent for is already ordered) and places nothing.
  await expect
    .poll(async () => [await confirmed(page), await confirmed(other)].filter(Boolean).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const loser = (await confirmed(page)) ? other : page;
  await expect
    .poll(async () => (await refused(loser)) || loser.url().includes('/our-products'), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(await orderCount(dealer)).toBe(before + 1);
  await other.close();
});
