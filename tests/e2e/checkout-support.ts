import { expect, type Dealer, type Page } from './fixtures';

// Checkout specs: the test's own dealer signed in, a cart arranged on the mock, then /checkout.

export type Line = { sku: string; quantity?: number; isAssembled?: boolean };

async function productId(dealer: Dealer, sku: string): Promise<number> {
  const res = await dealer.api.get(`products/search?keyword=${sku}&limit=50`);
  const body = (await res.json()) as { products: { id: number; sku: string }[] };
  const hit = body.products.find((p) => p.sku === sku);
  if (!hit) throw new Error(`no product ${sku}`);
  return hit.id;
}

/** The dealer signed in, its cart holding `lines`; leaves the page on /checkout. */
export async function openCheckout(page: Page, dealer: Dealer, lines: Line[]): Promise<void> {
  await dealer.signIn(page);
  for (const line of lines) {
    const res = await dealer.api.post('carts', {
      data: {
        productId: await productId(dealer, line.sku),
        quantity: line.quantity ?? 1,
        isAssembled: line.isAssembled ?? false,
        hingeDirection: null,
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/checkout');
  // The whole page, cart included, before a test touches it (the shared machine can be slow).
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible({ timeout: 20_000 });
}

/**
 * The body of every POST `path` the page sends, in order. Read through a route: the client
 * sends Request objects, whose bodies the plain request event does not carry.
 */
export async function bodiesOf(page: Page, path: string): Promise<unknown[]> {
  const seen: unknown[] = [];
  await page.route(`**/api${path}`, async (route) => {
    if (route.request().method() === 'POST') seen.push(route.request().postDataJSON());
    await route.fallback();
  });
  return seen;
}

export const checkoutPosts = (page: Page) => bodiesOf(page, '/orders/checkout');

export type MockOrder = { id: number; finalAmount: number; poNumber: string | null };

export async function ordersOnMock(dealer: Dealer): Promise<MockOrder[]> {
  const res = await dealer.api.get('orders?page=1');
  return ((await res.json()) as { orders: MockOrder[] }).orders;
}

export async function paymentMethodsOnMock(dealer: Dealer) {
  const res = await dealer.api.get('payments/get-payment-methods');
  return (await res.json()) as { cardNumber: string }[];
}

/** Places an order straight on the mock, so its lock runs as if the page had sent it. */
export async function orderOnMock(dealer: Dealer): Promise<void> {
  const res = await dealer.api.post('orders/checkout', {
    data: { paymentProfileId: dealer.seed.paymentProfileId, poNumber: null },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(res.status()).toBe(201);
}

/**
 * The first lock check after a reload says locked whatever the time, so a slow page load cannot
 * skip the loader; later checks reach the mock, whose lock then ends (MOCK_LOCK_MS).
 */
export async function firstLockCheckSaysLocked(page: Page): Promise<void> {
  let answered = 0;
  await page.route('**/api/orders/check-lock-status', (route) =>
    answered++ === 0
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ locked: true, orderCompleted: false, message: 'Processing' }),
        })
      : route.fallback(),
  );
}

export const marker = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('orderInProgress'));

export async function setMarker(page: Page, ageMs: number): Promise<void> {
  await page.evaluate((age) => {
    window.localStorage.setItem(
      'orderInProgress',
      JSON.stringify({ time: Date.now() - age, poNumber: null }),
    );
  }, ageMs);
}

/** Fills the new card's fields (Add New must be on). */
export async function fillCard(page: Page, number: string, expiry = '1230', cvv = '123') {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Date (MM/YY)').fill(expiry);
  await page.getByLabel('CVV').fill(cvv);
}

export async function fillBilling(page: Page) {
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Miller');
  await page.getByLabel('Address Line 1').fill('12 Peachtree St');
  await page.getByLabel('Address Line 2').fill('Suite 4');
  await page.getByLabel('City').fill('Atlanta');
  await page.getByLabel('State').selectOption('GA');
  await page.getByLabel('Zip Code').fill('303031234');
}

/** Waits for 'Purchase Successful!' on /our-products. */
export async function expectSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Purchase Successful!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/our-products/);
}
