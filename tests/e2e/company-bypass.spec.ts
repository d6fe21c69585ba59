import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { apiAs, cartLines, fill, placeButton, submitButton } from './company-support';
import { putStaleLines } from '../support/test-accounts';

// No way around the role rules (docs/business-rules.md#approvals): an Estimator who types
// /checkout cannot place an order, not even by calling the API by hand, and an approval whose
// line became short is blocked with the line named.

const shot = shots('company');

test('an Estimator opening /checkout directly is offered Submit for Approval only; a direct order call is refused, the cart kept', async ({
  page,
  company,
  request,
  playwright,
}) => {
  const api = await apiAs(playwright, request, company.estimator);
  await fill(api, 2);
  const before = await cartLines(api);
  await company.signIn(page, company.estimator);
  await page.goto('/checkout');
  await expect(
    page.getByText('Estimators cannot place orders. Please submit for approval.'),
  ).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
  await expect(placeButton(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Checkout' })).toHaveCount(0);

  // The same browser session calls the order API by hand, as a tool would.
  const answer = await page.evaluate(async (key) => {
    const token = /(?:^|; )accessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/api/orders/checkout', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${decodeURIComponent(token)}`,
        'idempotency-key': key,
      },
      body: JSON.stringify({
        poNumber: 'BYPASS',
        firstName: 'Jordan',
        lastName: 'Lee',
        address: '100 Peachtree St NW',
        city: 'Atlanta',
        state: 'GA',
        zipCode: '30303',
        cardNumber: '4111111111111111',
        expirationDate: '2030-01',
        cvv: '123',
      }),
    });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  }, randomUUID());
  expect(answer).toEqual({
    status: 403,
    body: { error: 'Estimators cannot place orders. Please submit for approval.' },
  });
  expect(await cartLines(api)).toEqual(before);
  const orders = (await (await api.get('orders?page=1')).json()) as { orders: unknown[] };
  expect(orders.orders).toHaveLength(0);
  await page.reload();
  await expect(submitButton(page)).toBeVisible();
  await expect(placeButton(page)).toHaveCount(0);
  await api.dispose();
});

test('Approve and Place Order is blocked while a line of the request became short, and names it', async ({
  page,
  company,
  request,
  playwright,
}) => {
  const buyer = await apiAs(playwright, request, company.buyer);
  // Two of the wall cabinet that has since sold out, beside a line in stock (the test-only
  // __lines puts them in the cart as if added before), then submitted.
  await putStaleLines(request, company.buyer.email, [
    { sku: 'TPW-W3630', quantity: 2 },
    { sku: 'TPW-B12', quantity: 1 },
  ]);
  const sent = await buyer.post('approval-requests', { data: { note: 'Big kitchen' } });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  let orderCalls = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/orders/checkout')) orderCalls += 1;
  });
  await company.signIn(page);
  await page.goto('/my-account?tab=approvals');
  await page.getByRole('button', { name: `Approve request ${id}` }).click();
  await expect(page).toHaveURL(`/checkout?approval=${id}`);
  const approve = page.getByRole('button', { name: 'Approve and Place Order' });
  const named = page.getByRole('alert').filter({ hasText: 'TPW-W3630' });
  await expect(named.first()).toBeVisible();
  await expect(named.first()).not.toContainText('TPW-B12');
  await expect(approve).toBeDisabled();
  await page.getByRole('button', { name: /XXXX1111/ }).click();
  await expect(approve).toBeDisabled();
  await expectNoAxeViolations(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `approval-short-line-${width}`);
  }
  expect(orderCalls).toBe(0);
  const still = (await (await company.api.get(`approval-requests/${id}`)).json()) as {
    status: string;
  };
  expect(still.status).toBe('PENDING_APPROVAL');
  await buyer.dispose();
});
