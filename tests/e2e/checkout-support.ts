import { expect, type Dealer, type Locator, type Page } from './fixtures';

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

/** How many orders the dealer has, over every page of the list. */
export async function orderCount(dealer: Dealer): Promise<number> {
  const page = async (n: number) =>
    (await (await dealer.api.get(`orders?page=${n}`)).json()) as {
      orders: MockOrder[];
      totalPages: number;
    };
  const first = await page(1);
  if (first.totalPages <= 1) return first.orders.length;
  const last = await page(first.totalPages);
  return (first.totalPages - 1) * first.orders.length + last.orders.length;
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

export type PlacedOrder = {
  id: number;
  salesOrderNumber: string;
  createdAt: string;
  poNumber: string | null;
  finalAmount: number;
};

export async function newestOrder(dealer: Dealer): Promise<PlacedOrder> {
  const res = await dealer.api.get('orders?page=1');
  return ((await res.json()) as { orders: PlacedOrder[] }).orders[0]!;
}

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    Date.parse(iso),
  );
const money = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const confirmation = (page: Page) =>
  page.getByRole('dialog', { name: 'Purchase Successful!' });

/** The dialog shows exactly this order's number, date, PO number and total. */
export async function expectConfirmation(page: Page, order: PlacedOrder): Promise<Locator> {
  const dialog = confirmation(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/our-products/);
  await expect(dialog.getByLabel('Your order')).toHaveText(
    `Order Number${order.salesOrderNumber}Date${shortDate(order.createdAt)}` +
      `PO Number${order.poNumber ?? 'None'}Total${money(order.finalAmount)}`,
  );
  await expect(dialog.getByRole('link', { name: 'View Order' })).toHaveAttribute(
    'href',
    `/my-account?order=${order.id}`,
  );
  await expect(
    page.getByText('Your cart is empty. Please add items before checking out.'),
  ).toHaveCount(0);
  return dialog;
}
