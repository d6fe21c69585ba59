import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import {
  checkoutPosts,
  expectSuccess,
  firstLockCheckSaysLocked,
  marker,
  openCheckout,
  orderOnMock,
  ordersOnMock,
  setMarker,
} from './checkout-support';

// Checkout in progress: the marker, the loader, resuming after a reload, lock polling.
const shot = shots('checkout');
test.describe.configure({ timeout: 90_000 });

const LOADER = 'Please be patient and do not refresh. Refreshing will increase wait time.';
const loader = (page: Page) => page.getByTestId('loading-overlay');
const lockCalls = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders/check-lock-status')) seen.push(r.url());
  });
  return seen;
};
const answerLock = (page: Page, status: number, body: unknown) =>
  page.route('**/api/orders/check-lock-status', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );

test('Place Order: marker and loader while the answer is on its way, exactly one request', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await page.getByRole('button', { name: /Visa Dana Miller XXXX1111/ }).click();
  const posts = await checkoutPosts(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders/checkout', async (route) => {
    await held;
    await route.fallback();
  });
  const button = page.getByRole('button', { name: 'Place Order' });
  await button.dblclick();
  await expect(loader(page)).toContainText(LOADER);
  const stored = JSON.parse((await marker(page)) ?? 'null') as { time: number; poNumber: null };
  expect(stored).toEqual({ time: expect.any(Number), poNumber: null });
  // Enter and another click while the order is on its way send nothing more.
  await page.keyboard.press('Enter');
  await button.click({ force: true }).catch(() => undefined);
  await expectNoAxeViolations(page);
  await shot(page, 'checkout-04-processing', false);
  release();
  await expectSuccess(page);
  expect(posts).toHaveLength(1);
  expect(await marker(page)).toBeNull();
});

test('Enter twice in the form sends one order', async ({ page, dealer }) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-SD' }]);
  const posts = await checkoutPosts(page);
  await page.getByRole('button', { name: 'Place Order' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expectSuccess(page);
  expect(posts).toHaveLength(1);
});

test('reload during processing: the loader returns, polling finds the order done', async ({
  page,
  dealer,
}) => {
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await orderOnMock(dealer);
  await setMarker(page, 1000);
  const polls = lockCalls(page);
  await firstLockCheckSaysLocked(page);
  await page.reload();
  await expect(loader(page)).toContainText(LOADER, { timeout: 20_000 });
  // The mock holds its lock for MOCK_LOCK_MS (1.5 s in the test stack), then reports the order
  // completed.
  await expectSuccess(page);
  expect(polls.length).toBeGreaterThanOrEqual(2);
  expect(await marker(page)).toBeNull();
  expect(await dealer.cart()).toEqual([]);
  expect((await ordersOnMock(dealer))[0]!.finalAmount).toBeGreaterThan(0);
});

test('a marker older than 120 s is removed and no loader shows', async ({ page, dealer }) => {
  await page.clock.install();
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  const polls = lockCalls(page);
  await setMarker(page, 120_001);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(loader(page)).toHaveCount(0);
  expect(await marker(page)).toBeNull();
  expect(polls).toHaveLength(0);
});

test('polling stops after 60 answers still locked: taking longer than expected', async ({
  page,
  dealer,
}) => {
  await page.clock.install();
  await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
  await answerLock(page, 200, { locked: true, orderCompleted: false, message: 'Busy' });
  const polls = lockCalls(page);
  await setMarker(page, 0);
  await page.reload();
  await expect(loader(page)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => polls.length).toBe(1);
  for (let n = 2; n <= 60; n += 1) {
    await page.clock.runFor(2000);
    // The request follows the timer within milliseconds; the default back-off (100 ms rising to
    // 1 s) made these 59 checks most of the test's time.
    await expect.poll(() => polls.length, { intervals: [20] }).toBe(n);
  }
  await expect(page.getByText('Order processing is taking longer than expected.')).toBeVisible();
  await expect(loader(page)).toHaveCount(0);
  expect(await marker(page)).toBeNull();
  await page.clock.runFor(10_000);
  expect(polls).toHaveLength(60);
});

const outcomes: [string, number, unknown, string][] = [
  [
    'not locked, not completed, no text',
    200,
    { locked: false, orderCompleted: false, message: '' },
    'Order processing failed.',
  ],
  [
    'not locked with the server text',
    200,
    { locked: false, orderCompleted: false, message: 'Payment was refused.' },
    'Payment was refused.',
  ],
  ['a failed call without text', 500, {}, 'Failed to check order status'],
  ['a failed call with text', 503, { error: 'Lock service down.' }, 'Lock service down.'],
  [
    'a success that is not 200',
    202,
    { locked: false, orderCompleted: true, message: '' },
    'Unexpected response from server',
  ],
];
for (const [name, status, body, text] of outcomes) {
  test(`resumed polling, ${name}: '${text}'`, async ({ page, dealer }) => {
    await openCheckout(page, dealer, [{ sku: 'TPW-B12' }]);
    await answerLock(page, status, body);
    await setMarker(page, 0);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible({
      timeout: 20_000,
    });
    await expect(loader(page)).toHaveCount(0);
    expect(await marker(page)).toBeNull();
    await expect(page).toHaveURL(/\/checkout$/);
  });
}
