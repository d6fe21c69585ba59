import { randomUUID } from 'node:crypto';
import { MOCK_URL } from '../support/test-accounts';
import { expect, test, type APIRequestContext } from './fixtures';
import { shotWidths } from './cart-support';
import { expectNoAxeViolations, shots } from './support';
import { apiAs, fill } from './company-support';

const shot = shots('company');

// Company accounts (docs/business-rules.md#company-accounts): the Owner sees every order of the
// company, each naming the person whose order it is; the Owner's own orders name nobody.

/** The Buyer orders one TPW-B12 with the company's saved card, straight on the mock. */
async function buyerOrders(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(`${MOCK_URL}/accounts/login`, { data: { email, password } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  expect(
    (
      await request.post(`${MOCK_URL}/carts`, { headers, data: { productId: 101, quantity: 1 } })
    ).status(),
  ).toBe(200);
  const cards = (await (
    await request.get(`${MOCK_URL}/payments/get-payment-methods`, { headers })
  ).json()) as { paymentProfileId: string }[];
  const placed = await request.post(`${MOCK_URL}/orders/checkout`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { paymentProfileId: cards[0]!.paymentProfileId, poNumber: 'PO-BUYER' },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { salesOrderNumber: string };
}

test("the Owner's orders name whose order each is, in the list and the detail, and quotes whose quote", async ({
  page,
  company,
  request,
  playwright,
}) => {
  const { salesOrderNumber } = await buyerOrders(
    request,
    company.buyer.email,
    company.buyer.password,
  );
  const listed = (await (await company.api.get('orders?page=1')).json()) as {
    orders: { salesOrderNumber: string; orderedBy?: string | null }[];
  };
  const by = listed.orders.find((o) => o.salesOrderNumber === salesOrderNumber)?.orderedBy;
  expect(by).toEqual(expect.any(String));
  await company.signIn(page);
  await page.goto('/my-account');
  const card = page.getByTestId('order-card').filter({ hasText: salesOrderNumber });
  await expect(card).toContainText(`Ordered by ${by}`);
  // The Owner's own seeded orders name nobody.
  const own = page.getByTestId('order-card').filter({ hasText: 'SO-100114' });
  await expect(own).toBeVisible();
  await expect(own).not.toContainText('Ordered by');
  await shotWidths(page, shot, 'company-orders-list');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { name: `Order ${salesOrderNumber}` })).toBeVisible();
  await expect(page.getByText(`Ordered by ${by}`)).toBeVisible();
  await shotWidths(page, shot, 'company-order-detail');

  // Quotes too: one the Estimator saved says whose it is in the Owner's list.
  const estimator = await apiAs(playwright, request, company.estimator);
  await fill(estimator, 1);
  expect((await estimator.post('carts/switch-to-quote')).status()).toBe(200);
  await estimator.dispose();
  await page.goto('/quotes');
  const theirs = page.getByRole('listitem').filter({ hasText: 'Saved by Jordan Lee' });
  await expect(theirs).toHaveCount(1);
  await expectNoAxeViolations(page);
  // The Owner reads it; changing it is its author's (the API answers the Owner 404).
  await theirs.getByRole('link', { name: 'View This Quote' }).click();
  await expect(page.getByText('Saved by Jordan Lee')).toBeVisible();
  await expect(page.getByTestId('lines-locked')).toHaveText(
    'Jordan Lee saved this quote, so only they can change it.',
  );
  await expect(
    page.getByRole('button', { name: /Delete|Edit PO|Request Special Pricing/ }),
  ).toHaveCount(0);
});
