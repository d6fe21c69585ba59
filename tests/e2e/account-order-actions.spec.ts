import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';

// The Invoice download and Order Again on an order's detail.
const shot = shots('account');

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

async function openOrder(page: Page, so: string, listPage = 1) {
  await page.goto(listPage > 1 ? `/my-account?page=${listPage}` : '/my-account');
  await page.getByRole('button', { name: `View Details of order ${so}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${so}` })).toBeVisible();
}

test('Invoice downloads Invoice_{salesOrderNumber}.pdf showing the order', async ({ page }) => {
  await openOrder(page, 'SO-100114');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/download')) calls.push(r.url());
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Invoice_SO-100114.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('SO-100114');
  expect(text).toContain('TPW-B12');
  expect(text).toContain('$440.68');
  expect(calls).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Invoice' })).toBeEnabled();
});

test('Invoice ignores a second click while the first call runs', async ({ page }) => {
  await openOrder(page, 'SO-100113');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/download')) calls += 1;
  });
  const hold = await holdRoute(page, '**/api/orders/*/download');
  const download = page.waitForEvent('download');
  // Two clicks in the same task, before React can disable the button.
  await page.getByRole('button', { name: 'Invoice' }).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByRole('button', { name: 'Invoice' })).toBeDisabled();
  hold.release();
  expect((await download).suggestedFilename()).toBe('Invoice_SO-100113.pdf');
  expect(calls).toBe(1);
});

test('Invoice failing shows the server text, or the generic text without one', async ({ page }) => {
  await openOrder(page, 'SO-100112');
  await page.route('**/api/orders/*/download', (route) =>
    route.fulfill({ status: 500, json: { error: 'Invoice service is down.' } }),
  );
  await page.getByRole('button', { name: 'Invoice' }).click();
  await expect(page.getByText('Invoice service is down.', { exact: true })).toBeVisible();
  await page.unroute('**/api/orders/*/download');
  await page.route('**/api/orders/*/download', (route) =>
    route.fulfill({ status: 502, body: 'Bad gateway' }),
  );
  await page.getByRole('button', { name: 'Invoice' }).click();
  await expect(page.getByText('An unexpected error occurred.', { exact: true })).toBeVisible();
});

test('no Invoice button on a CLOSED order; Order Again reports the out-of-stock line', async ({
  page,
  dealer,
}) => {
  test.slow(); // axe on an open dialog of a loaded 2-core machine
  // SO-100101 is CLOSED: 4 x AW-B12 assembled, hinge LEFT, and 8 x HW-KNOB-32, out of stock now.
  await openOrder(page, 'SO-100101', 2);
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

  const adds: unknown[] = [];
  await page.route('**/api/carts', async (route) => {
    if (route.request().method() === 'POST') adds.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.getByRole('button', { name: 'Order Again' }).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  const dialog = page.getByRole('dialog', { name: 'Some Items Were Not Added' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 item is in your cart. These could not be added:');
  await expect(dialog.getByRole('listitem')).toHaveText([
    'HW-KNOB-32 (quantity 8): HW-KNOB-32 is out of stock.',
  ]);
  expect(adds).toEqual([
    { productId: expect.any(Number), quantity: 4, isAssembled: true, hingeDirection: 'LEFT' },
    { productId: expect.any(Number), quantity: 8, isAssembled: false, hingeDirection: null },
  ]);
  // The header's cart badge follows at once.
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'account-11-order-again-dialog', false);

  await dialog.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL('/cart');
  expect(await dealer.cart()).toEqual([
    expect.objectContaining({
      sku: 'AW-B12',
      quantity: 4,
      isAssembled: true,
      hingeDirection: 'LEFT',
    }),
  ]);
});

test('Order Again with every line available goes straight to the cart', async ({
  page,
  dealer,
}) => {
  await openOrder(page, 'SO-100114');
  await page.getByRole('button', { name: 'Order Again' }).click();
  await expect(page).toHaveURL('/cart');
  expect(await dealer.cart()).toEqual([
    expect.objectContaining({
      sku: 'TPW-B12',
      quantity: 2,
      isAssembled: true,
      hingeDirection: 'RIGHT',
    }),
  ]);
});
