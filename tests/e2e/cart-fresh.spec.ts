import { test, type Dealer, type Page } from './fixtures';
import { shots } from './support';
import {
  arrangeCart,
  countRequests,
  expect,
  line,
  openCart,
  P,
  recordTexts,
  shown,
  wasShown,
} from './cart-support';

// Fresh across tabs: the cart and quotes follow what another tab or window did once this tab
// regains focus, and an edit of a line that is gone meanwhile reloads and says so once.
test.describe.configure({ timeout: 90_000 });
const shot = shots('cart');

type Line = { cartItemId: number; sku: string };

async function cartLines(dealer: Dealer): Promise<Line[]> {
  return (await (await dealer.api.get('carts')).json()).items as Line[];
}

async function removeFromCart(dealer: Dealer, sku: string): Promise<void> {
  const target = (await cartLines(dealer)).find((l) => l.sku === sku)!;
  const res = await dealer.api.post('carts', {
    data: { cartItemId: target.cartItemId, quantity: 0 },
  });
  expect(res.status()).toBe(200);
}

/** The dealer comes back to this tab a while later: past the 2 s focus throttle, then `event`. */
async function comeBack(page: Page, event: 'focus' | 'visibilitychange') {
  await page.clock.fastForward(2500);
  await page.evaluate((name) => {
    if (name === 'focus') window.dispatchEvent(new Event('focus'));
    else document.dispatchEvent(new Event('visibilitychange'));
  }, event);
}

const gone = (sku: string, holder: 'cart' | 'quote') =>
  `${sku} was removed in another tab or window. The ${holder} has been reloaded.`;

/** Exactly one toast with `text` showed, and nothing follows it once it has gone. */
async function saidOnce(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await page.clock.fastForward(2500);
  await expect(toast).toHaveCount(0);
  await page.clock.fastForward(2500);
  await expect(page.getByRole('status').filter({ hasText: /removed|not found/ })).toHaveCount(0);
}

test('cart: a line removed in another tab goes on focus, one added comes on visibility', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [
    { productId: P.B12, quantity: 1 },
    { productId: P.PULL, quantity: 2 },
  ]);
  await page.clock.install();
  await openCart(page, dealer);
  await expect(line(page, 'TPW-B12')).toBeVisible();
  const badge = page.getByRole('link', { name: /cart/i }).first();
  await removeFromCart(dealer, 'TPW-B12');
  // Nothing is polled: the tab still shows what it had.
  await expect(line(page, 'TPW-B12')).toBeVisible();
  await comeBack(page, 'focus');
  await expect(line(page, 'TPW-B12')).toHaveCount(0);
  await expect(line(page, 'HW-PULL-128')).toBeVisible();
  await expect(badge).toContainText('2');

  await arrangeCart(dealer, [{ productId: P.B15, quantity: 1 }]);
  await comeBack(page, 'visibilitychange');
  await expect(line(page, 'TPW-B15')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText('Total');
});

test('cart: editing or removing a line gone elsewhere reloads the cart and says so once', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [
    { productId: P.B12, quantity: 1 },
    { productId: P.PULL, quantity: 2 },
  ]);
  await recordTexts(page);
  await page.clock.install();
  await openCart(page, dealer);
  await expect(line(page, 'TPW-B12')).toBeVisible();
  const gets = countRequests(page, 'GET', /^\/carts$/);
  const posts = countRequests(page, 'POST', /^\/carts$/);

  await removeFromCart(dealer, 'TPW-B12');
  await line(page, 'TPW-B12').getByLabel('Quantity for TPW-B12').selectOption('3');
  await expect(line(page, 'TPW-B12')).toHaveCount(0);
  await shot(page, 'cart-line-gone', false);
  await saidOnce(page, gone('TPW-B12', 'cart'));
  expect(await wasShown(page, 'Cart item not found.')).toBe(false);
  // One edit, one reload: no loop.
  expect(posts()).toBe(1);
  expect(gets()).toBe(1);
  await expect(line(page, 'HW-PULL-128').getByLabel('Quantity for HW-PULL-128')).toHaveValue('2');

  await removeFromCart(dealer, 'HW-PULL-128');
  await page.getByRole('button', { name: 'Remove HW-PULL-128' }).click();
  await shown(page, gone('HW-PULL-128', 'cart'));
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  expect(await wasShown(page, 'Cart item deleted successfully.')).toBe(false);
  expect(posts()).toBe(2);
  expect(gets()).toBe(2);
});

test('quote: focus brings the other tab’s change; a gone line reloads the quote and says so once', async ({
  page,
  dealer,
}) => {
  const id = dealer.seed.quote;
  const quoteLines = async () =>
    ((await (await dealer.api.get(`carts/${id}`)).json()) as { items: Line[] }).items;
  const [first, second] = await quoteLines();
  await recordTexts(page);
  await page.clock.install();
  await dealer.signIn(page);
  await page.goto(`/quotes/${id}`);
  await expect(line(page, first!.sku)).toBeVisible();

  // Removed in another tab: gone once this tab has focus again.
  await dealer.api.delete(`carts/${id}/items/${first!.cartItemId}`);
  await comeBack(page, 'focus');
  await expect(line(page, first!.sku)).toHaveCount(0);

  // Removed again elsewhere, then edited here before this tab noticed.
  await dealer.api.delete(`carts/${id}/items/${second!.cartItemId}`);
  await line(page, second!.sku).getByLabel(`Quantity for ${second!.sku}`).selectOption('2');
  await expect(line(page, second!.sku)).toHaveCount(0);
  await saidOnce(page, gone(second!.sku, 'quote'));
  expect(await wasShown(page, 'Cart item not found.')).toBe(false);
  expect(await wasShown(page, 'Quote item not found.')).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QUOTE PO-1001');
});
