import { test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { arrangeCart, countRequests, expect, line, openCart, P } from './cart-support';
import { checkoutPosts } from './checkout-support';
import { putStaleLines } from '../support/test-accounts';

// Stock and the per-product maximum before checkout (docs/business-rules.md#availability):
// TPW-DB18 has 9 in stock, TPG-DB18 none, TPW-SB36 7, TPG-B15 none, TPG-B12 15.
const shot = shots('cart');
test.describe.configure({ timeout: 90_000 });
const DB18 = 109;

test('a batch change to TPG changes what it can and names every other line in one message', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: DB18 }, { productId: P.B12 }, { productId: P.B15 }]);
  await openCart(page, dealer);
  await page.getByRole('button', { name: 'Batch Edit' }).click();
  for (const sku of ['TPW-DB18', 'TPW-B12', 'TPW-B15'])
    await page.getByRole('checkbox', { name: `Select ${sku}` }).click();
  const posts = countRequests(page, 'POST', /^\/carts$/);
  await page.getByRole('button', { name: 'TPG · Thielsen Pebble Gray' }).click();
  const report = page.getByRole('alert').filter({ hasText: 'Not changed:' });
  await expect(report).toHaveText(
    [
      'Changed 1 of 3 lines to Thielsen Pebble Gray (TPG). Not changed:',
      'TPW-DB18: TPG-DB18 is out of stock.',
      'TPW-B15: TPG-B15 is out of stock.',
    ].join('\n'),
  );
  expect(posts()).toBe(3);
  expect((await dealer.cartSkus()).sort()).toEqual(['TPG-B12 x1', 'TPW-B15 x1', 'TPW-DB18 x1']);
  await expect(page.getByTestId('checkout-blocked')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to Check Out' })).toBeEnabled();
  await shot(page, 'cart-batch-report');

  // Every style's label fits its button.
  await page.getByRole('button', { name: 'Batch Edit' }).click();
  const clipped = await page
    .getByRole('region', { name: 'Batch cabinet style' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth).length);
  expect(clipped).toBe(0);
});

test('lines out of stock or above stock block checkout, say why, and no order can be placed', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12 }]);
  await putStaleLines(page.request, dealer.email, [
    { sku: 'TPG-DB18', quantity: 1 },
    { sku: 'TPW-SB36', quantity: 10 },
  ]);
  await openCart(page, dealer);
  await expect(line(page, 'TPG-DB18').getByTestId('line-problem')).toHaveText('Out of stock');
  await expect(line(page, 'TPW-SB36').getByTestId('line-problem')).toHaveText('Only 7 available');
  await expect(line(page, 'TPW-B12').getByTestId('line-problem')).toHaveCount(0);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('availability-alert')).toContainText('TPG-DB18: Out of stock');
  await expect(summary.getByTestId('availability-alert')).toContainText(
    'TPW-SB36: Only 7 available',
  );
  const proceed = summary.getByRole('button', { name: 'Proceed to Check Out' });
  await expect(proceed).toBeDisabled();
  await expect(summary.getByTestId('checkout-blocked')).toHaveText(
    'Checkout is blocked: 2 lines cannot be ordered as they are.',
  );
  await expect(proceed).toHaveAccessibleDescription(
    'Checkout is blocked: 2 lines cannot be ordered as they are.',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'cart-blocked');

  // Straight to /checkout: the page says which lines, Place Order is off and no order goes out.
  const bodies = await checkoutPosts(page);
  await page.goto('/checkout');
  await expect(page.getByRole('alert').filter({ hasText: '2 lines cannot be ordered' })).toHaveText(
    '2 lines cannot be ordered: TPG-DB18 is out of stock. Only 7 of TPW-SB36 available.',
  );
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await page.getByRole('button', { name: 'Place Order' }).click({ force: true });
  expect(bodies).toEqual([]);
  expect(await dealer.cartSkus()).toHaveLength(3);

  // Fixing the lines unblocks it.
  await page.goto('/cart');
  await line(page, 'TPG-DB18').getByRole('button', { name: 'Remove TPG-DB18' }).click();
  await expect(line(page, 'TPG-DB18')).toHaveCount(0);
  await line(page, 'TPW-SB36')
    .getByLabel(/Quantity/)
    .selectOption('7');
  await expect(proceed).toBeEnabled();
  await expect(summary.getByTestId('availability-alert')).toHaveCount(0);
  expect((await dealer.cartSkus()).sort()).toEqual(['TPW-B12 x1', 'TPW-SB36 x7']);
});

test('a quote shows its blocked lines too', async ({ page, dealer }) => {
  await putStaleLines(
    page.request,
    dealer.email,
    [{ sku: 'TPW-SB36', quantity: 9 }],
    dealer.seed!.quote,
  );
  await dealer.signIn(page);
  await page.goto(`/quotes/${dealer.seed!.quote}`);
  await expect(line(page, 'TPW-SB36').getByTestId('line-problem')).toHaveText('Only 7 available');
  await expect(
    page.getByRole('complementary', { name: 'Quote Summary' }).getByTestId('availability-alert'),
  ).toContainText('TPW-SB36: Only 7 available');
});
