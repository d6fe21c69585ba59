import { expect, test, type Page, type Request } from './fixtures';
import { expectNoAxeViolations } from './support';
import { addSku, listRows, row, skuBox, storedList } from './quick-order-support';

// Quick order: Add to Cart (every row, exactly once, failures kept) and cart sync.

// Three rows, the cart and axe on a 2-core machine shared with other runs.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

function cartPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/carts') seen.push(r);
  });
  return seen;
}

test('Add to Cart sends every row once, empties list and storage, updates the badge and offers View Cart', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await addSku(page, 'TPW-B12');
  await addSku(page, 'HW-PULL-128');
  await row(page, 'HW-PULL-128').getByLabel('Quantity for HW-PULL-128').selectOption('4');
  await row(page, 'TPW-B12').getByRole('checkbox', { name: 'Assembled TPW-B12' }).click();
  const posts = cartPosts(page);

  const add = page.getByRole('button', { name: 'Add to Cart' });
  // A double click must not send the rows twice.
  await add.dblclick();
  await expect(page.getByText('2 items added to your cart', { exact: true })).toBeVisible();
  expect(posts).toHaveLength(2);
  await expect(page.getByText('Your list is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'View Cart' }).click();
  await expect(page).toHaveURL('/cart');
  const lines = await dealer.cart();
  expect(
    lines
      .map(({ sku, quantity, isAssembled, hingeDirection }) => ({
        sku,
        quantity,
        isAssembled,
        hingeDirection,
      }))
      .sort((a, b) => a.sku.localeCompare(b.sku)),
  ).toEqual([
    { sku: 'HW-PULL-128', quantity: 4, isAssembled: false, hingeDirection: null },
    { sku: 'TPW-B12', quantity: 1, isAssembled: true, hingeDirection: 'LEFT' },
  ]);
  await expect(page.getByTestId('cart-badge')).toHaveText('5');
  expect(await storedList(page)).toEqual({
    skus: null,
    quantities: null,
    isAssembled: null,
    hinges: null,
  });
});

test('a failed add keeps that row with its reason; the other rows go to the cart', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await addSku(page, 'TPW-B12');
  await addSku(page, 'TPW-WT33');
  await addSku(page, 'RCH-HINGE-110');
  const wt33Id = await row(page, 'TPW-WT33').getAttribute('data-product');
  await page.route('**/api/carts', async (route) => {
    const body = route.request().postDataJSON() as { productId?: number } | null;
    if (route.request().method() === 'POST' && String(body?.productId) === wt33Id)
      await route.fulfill({ status: 409, json: { error: 'Only 2 left in stock.' } });
    else await route.fallback();
  });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 row was not added' })).toBeVisible();
  await expect(listRows(page)).toHaveCount(1);
  await expect(row(page, 'TPW-WT33')).toContainText('Not added: Only 2 left in stock.');
  expect((await dealer.cartSkus()).sort()).toEqual(['RCH-HINGE-110 x1', 'TPW-B12 x1']);
  await expect(page.getByText('2 items added to your cart', { exact: true })).toBeVisible();
  // The failed row is still stored, so a reload does not lose it.
  await expect.poll(async () => (await storedList(page)).skus).toEqual(['TPW-WT33']);
  await expectNoAxeViolations(page);
});

test('changing the quantity of a row already in the cart changes that cart line too', async ({
  page,
  dealer,
}) => {
  await page.goto('/quick-order');
  await addSku(page, 'TPW-B12');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('1 item added to your cart', { exact: true })).toBeVisible();
  await addSku(page, 'TPW-B12');
  await row(page, 'TPW-B12').getByLabel('Quantity for TPW-B12').selectOption('6');
  await expect.poll(() => dealer.cartSkus()).toEqual(['TPW-B12 x6']);
  await expect(page.getByTestId('cart-badge')).toHaveText('6');
  await expect(skuBox(page)).toBeVisible();
});
